import type { FastifyInstance } from 'fastify';
import { UpstreamError } from './upstream/errors';

/**
 * `/healthz`: the process is up (liveness). `/readyz`: the upstream's `/health` answers, so traffic
 * can be sent here (readiness). Neither is rate limited or logged as an upstream user call.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const noLimit = { rateLimit: false } as const;

  app.get('/healthz', { config: noLimit }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', { config: noLimit }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.upstream.request(
        { method: 'GET', path: '/health' },
        {
          requestId: request.id,
          record: (call) => request.upstreamCalls.push(call),
        },
      );
      return reply.send({ status: 'ready' });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return reply
        .code(503)
        .send({ status: 'unavailable', upstream: { kind: error.kind, status: error.status } });
    }
  });
}
