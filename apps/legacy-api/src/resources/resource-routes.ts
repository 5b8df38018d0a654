import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { loadDemoLibrary } from './demo-library';

/** API-45 (signed-in scope, PUB-16): the software demo library, read once per process. */
export function registerResourceRoutes(app: FastifyInstance, _ctx: AppContext): void {
  const library = loadDemoLibrary();
  app.get('/resources', async () => library);
}
