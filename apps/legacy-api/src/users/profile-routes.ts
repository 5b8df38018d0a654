import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { editionFlows } from '../flows/flow-payload';

/** GET /users/profile (signed-in scope): the My Learning card's progress per flow of the edition. */
export function registerProfileRoutes(app: FastifyInstance, { db, env }: AppContext): void {
  app.get('/api/users/profile', async (_request, reply) => {
    // The card asks with no-cache each time it opens; no cache may keep an answer either.
    reply.header('cache-control', 'no-store');
    const rows = await editionFlows(db, env.EDITION);
    return {
      // 0 until steps and their completion are recorded (the learning work); never an invented number.
      learning_progress: rows.map((flow) => ({
        id: flow.id,
        name: flow.name,
        flow_percent: 0,
        primary_color: flow.primaryColor,
      })),
    };
  });
}
