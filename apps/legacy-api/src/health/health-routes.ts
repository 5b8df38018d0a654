import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** GET /health: up only when the database answers, so a probe never routes traffic to a dead store. */
export function registerHealthRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/health', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
