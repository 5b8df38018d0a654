import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { editionFlows } from '../flows/flow-queries';
import { learnerProgress } from './learner-progress';

/** GET /users/profile (signed-in scope): the My Learning card's progress per flow of the edition. */
export function registerProgressRoutes(app: FastifyInstance, { db, env }: AppContext): void {
  app.get('/users/profile', async (request, reply) => {
    // The card asks with no-cache each time it opens; no cache may keep an answer either.
    reply.header('cache-control', 'no-store');
    const rows = await editionFlows(db, env.EDITION);
    const progress = await learnerProgress(db, request.currentUserId, env.EDITION);
    return {
      learning_progress: rows.map((flow) => ({
        id: flow.id,
        name: flow.name,
        flow_percent: progress.flowPercent(flow.id),
        primary_color: flow.primaryColor,
      })),
    };
  });
}
