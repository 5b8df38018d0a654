import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { notFound } from '../http/errors';
import { learnerProgress } from '../progress/learner-progress';
import { STEP_MESSAGES } from '../steps/step-messages';
import { flowsPayload } from './flow-payload';
import { findEditionModule } from './flow-queries';
import { learningModulePayload } from './learning-module-payload';

/** GET /flows and GET /learning_module/:slug (signed-in scope), of the edition EDITION names. */
export function registerFlowRoutes(app: FastifyInstance, { db, env }: AppContext): void {
  app.get('/flows', async (request) => {
    const progress = await learnerProgress(db, request.currentUserId, env.EDITION);
    return { flows: await flowsPayload(db, env.EDITION, progress) };
  });

  app.get<{ Params: { slug: string } }>('/learning_module/:slug', async (request) => {
    const found = await findEditionModule(db, env.EDITION, request.params.slug);
    if (found === undefined) throw notFound(STEP_MESSAGES.moduleNotFound);
    const progress = await learnerProgress(db, request.currentUserId, env.EDITION);
    return { learning_module: await learningModulePayload(db, request.currentUserId, found, progress) };
  });
}
