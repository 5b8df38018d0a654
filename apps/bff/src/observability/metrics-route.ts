import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

export interface MetricsSettings {
  /** 0: on the app port behind `token`; otherwise a listener of its own on host:port, no token. */
  port: number;
  host: string;
  token: string | null;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function scrape(metrics: Metrics): Promise<{ type: string; body: string }> {
  return { type: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

/**
 * Prometheus scrape endpoint. Never public: either on a port of its own (bound to an internal
 * address) or on the app port with a bearer token; with neither set it is not served at all.
 */
export async function metricsRoute(
  app: FastifyInstance,
  options: { metrics: Metrics; settings: MetricsSettings },
): Promise<void> {
  const { metrics, settings } = options;
  if (settings.port > 0) {
    const internal = Fastify({ logger: false });
    internal.get('/metrics', async (_request, reply) => {
      const { type, body } = await scrape(metrics);
      return reply.header('cache-control', 'no-store').type(type).send(body);
    });
    // onReady, not onListen: Fastify resolves `listen()` before onListen hooks finish and only logs
    // their errors, so a scrape right after start could be refused and a taken port go unnoticed.
    // Here the app is not ready (and does not start) until its metrics port is bound.
    app.addHook('onReady', async () => {
      await internal.listen({ port: settings.port, host: settings.host });
      app.log.info({ port: settings.port, host: settings.host }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      await internal.close();
    });
    return;
  }
  const token = settings.token;
  if (token === null) return;
  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ statusCode: 401, message: 'Unauthorized' });
    }
    const { type, body } = await scrape(metrics);
    return reply.header('cache-control', 'no-store').type(type).send(body);
  });
}
