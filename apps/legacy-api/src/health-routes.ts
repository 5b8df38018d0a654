import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/health', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
