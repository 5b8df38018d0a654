import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUpstream, type Upstream, type UpstreamOptions } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one client of the legacy REST API (see src/upstream/client.ts). */
    upstream: Upstream;
  }
}

/**
 * Decorates the instance with the upstream client and closes its connection pool when the server
 * closes, after in-flight requests have finished.
 */
async function upstreamPlugin(app: FastifyInstance, options: UpstreamOptions): Promise<void> {
  const upstream = createUpstream(options);
  app.decorate('upstream', upstream);
  app.addHook('onClose', async () => {
    await upstream.close();
  });
}

export default fp(upstreamPlugin, { name: 'studyflow-upstream', fastify: '5.x' });
