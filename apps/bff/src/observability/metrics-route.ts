import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/** Prometheus scrape endpoint; not rate limited so a scraper is never throttled. */
export async function metricsRoute(app: FastifyInstance, options: { metrics: Metrics }): Promise<void> {
  app.get('/metrics', { config: { rateLimit: false } }, async (_request, reply) => {
    const body = await options.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(options.metrics.registry.contentType).send(body);
  });
}
