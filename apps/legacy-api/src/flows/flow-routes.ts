import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { learnerProgress } from '../progress/learner-progress';
import { flowsPayload } from './flow-payload';

/** GET /flows (signed-in scope): the study flows, or the Pro learning paths, as EDITION says. */
export function registerFlowRoutes(app: FastifyInstance, { db, env }: AppContext): void {
  app.get('/flows', async (request) => {
    const progress = await learnerProgress(db, request.currentUserId);
    return { flows: await flowsPayload(db, env.EDITION, progress) };
  });
}
