import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { flowsPayload } from './flow-payload';

/** GET /flows (signed-in scope): the study flows, or the Pro learning paths, as EDITION says. */
export function registerFlowRoutes(app: FastifyInstance, { db, env }: AppContext): void {
  app.get('/api/flows', async () => ({ flows: await flowsPayload(db, env.EDITION) }));
}
