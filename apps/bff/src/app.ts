import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  LogController,
} from 'fastify';
import fp from 'fastify-plugin';
import type { DestinationStream } from 'pino';
import type { Env } from './env';
import { errorHandler } from './error-handler';
import { downloadPassThrough } from './files/downloads';
import { mediaPassThrough, mediaRoute } from './files/media';
import { servedByWebApp, webAppPlugin } from './files/web-app';
import { healthRoutes } from './health';
import { createLogger } from './observability/logger';
import { createMetrics } from './observability/metrics';
import { metricsRoute } from './observability/metrics-route';
import requestLog from './observability/request-log';
import { requestChildLogger } from './observability/request-logger';
import requestContext from './request-context';
import { appRouter } from './root';
import securityHeaders from './security/headers';
import { COST_BUDGETS, IPV6_CLIENT_PREFIX } from './security/limits';
import { noteQueueKeyDeriver } from './security/note-queue-key';
import throttlePlugin from './security/throttle-plugin';
import { trpcPlugin } from './trpc/plugin';
import { browserCookieName, COOKIE_PLUGIN_OPTIONS } from './upstream/cookies';

/**
 * Route patterns whose GETs reach the upstream: the only GETs the rate limit counts. Matched against
 * the route Fastify chose, never the raw target: `GET http://host/trpc/x` (absolute form) is routed to
 * `/trpc/:path` like `/trpc/x`, but its request.url does not start with `/trpc`.
 */
const UPSTREAM_BOUND = /^\/(trpc|uploads|files)\//;

import upstreamPlugin from './upstream/plugin';

const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Where media stream from the upstream origin's same path (files/media.ts). */
const MEDIA_PREFIXES = ['/uploads'];
const MEDIA_ROUTES = new Set(MEDIA_PREFIXES.map(mediaRoute));

/**
 * Requests whose log line is debug, not info: the web app's files and index, and media answered by
 * the upstream. A page load makes dozens; at info they would bury the calls worth reading.
 */
const routineRequest = (request: FastifyRequest, status: number): boolean =>
  servedByWebApp(request, status) || (status < 400 && MEDIA_ROUTES.has(request.routeOptions.url ?? ''));

export interface AppOptions {
  /** Where log lines go (tests read them back); stdout otherwise. */
  logStream?: DestinationStream;
}

/** A hop count becomes a function: Fastify accepts numbers, but its types do not. */
function trustProxySetting(value: Env['trustProxy']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/** The Fastify instance with the whole plugin graph, not yet listening. */
export async function buildApp(env: Env, options: AppOptions = {}): Promise<FastifyInstance> {
  const logger: FastifyBaseLogger = createLogger({
    level: env.logLevel,
    nodeEnv: env.nodeEnv,
    destination: options.logStream,
  });
  const app = Fastify({
    loggerInstance: logger,
    // observability/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    // Each request's child logger is made only once it writes a line (observability/request-logger.ts).
    childLoggerFactory: requestChildLogger,
    genReqId: () => randomUUID(),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A tRPC batch names its procedures in one path segment: ten calls of the longest names must
    // reach tRPC (which refuses more than ten), not a plain 404 from the router.
    routerOptions: { maxParamLength: 1000 },
    // Longer than common load balancer idle timeouts, so they close idle sockets, not us.
    keepAliveTimeout: 72_000,
    requestTimeout: 60_000,
    return503OnClosing: true,
    trustProxy: trustProxySetting(env.trustProxy),
  });
  const metrics = createMetrics();
  const knownProcedures = new Set(Object.keys(appRouter._def.procedures));

  app.setErrorHandler(errorHandler);
  // While closing, answers in flight tell their keep-alive connection to close, so app.close()
  // does not wait for idle sockets to time out.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  await app.register(requestContext);
  await app.register(requestLog, { metrics, knownProcedures, routine: routineRequest });
  await app.register(securityHeaders, { production: env.nodeEnv === 'production' });
  await app.register(throttlePlugin, {
    redisUrl: env.redisUrl,
    ipMax: env.throttleIpMax,
    budgets: { [COST_BUDGETS.search.name]: { ipMax: env.searchIpMax } },
    // Per-learner budgets key on the session cookie the upstream client forwards.
    session: { name: env.upstreamCookies.session, secure: env.secureCookies },
  });
  await app.register(rateLimit, {
    max: env.rateLimitMax,
    timeWindow: '1 minute',
    // Its default key is the client's address group, the one the throttles use (throttle-plugin.ts).
    ipv6Subnet: IPV6_CLIENT_PREFIX,
    // Behind a load balancer every instance counts into the same Redis, or N instances would allow
    // N times the limit. Should Redis go away, requests pass: the limit is a guard, not a gate.
    ...(app.sharedRedis !== null && {
      redis: app.sharedRedis,
      nameSpace: 'studyflow:rate-limit:',
      skipOnError: true,
    }),
    // The limit guards the upstream. The web app's own files are cheap, cached and come ~30 at a
    // time on a first visit, so counting them would throttle people, not abuse.
    allowList: (request) => request.method === 'GET' && !UPSTREAM_BOUND.test(request.routeOptions.url ?? ''),
  });
  // `request.cookies` for the upstream client, `reply.setCookie` for the session cookie it relays.
  await app.register(fastifyCookie, COOKIE_PLUGIN_OPTIONS);
  await app.register(upstreamPlugin, {
    origin: env.upstreamOrigin,
    basePath: env.upstreamBasePath,
    connectTimeoutMs: env.upstreamTimeouts.connectMs,
    headersTimeoutMs: env.upstreamTimeouts.headersMs,
    bodyTimeoutMs: env.upstreamTimeouts.bodyMs,
    totalTimeoutMs: env.upstreamTimeouts.totalMs,
    connections: env.upstreamConnections,
    queueMax: env.upstreamQueueMax,
    maxBodyBytes: env.upstreamMaxBodyBytes,
    media: env.media,
    cookies: { ...env.upstreamCookies, secure: env.secureCookies },
    observe: metrics.observeUpstream,
  });

  // biome-ignore-start lint/nursery/noMisusedPromises: Fastify's register takes an async plugin (its FastifyPluginAsync overload); Biome checks only the callback overload
  await app.register(healthRoutes);
  await app.register(metricsRoute, { metrics, settings: env.metrics });
  await app.register(trpcPlugin, {
    prefix: '/trpc',
    allowedOrigins: env.allowedOrigins,
    upstream: app.upstream,
    edition: env.edition,
    mailboxUrl: env.mailboxUrl,
    noteQueueKey: noteQueueKeyDeriver(env.noteQueueSecret),
  });
  await app.register(mediaPassThrough, { prefixes: MEDIA_PREFIXES, idleTimeoutMs: env.media.idleTimeoutMs });
  await app.register(downloadPassThrough, {
    basePath: env.upstreamBasePath,
    idleTimeoutMs: env.media.idleTimeoutMs,
  });
  // biome-ignore-end lint/nursery/noMisusedPromises: the async plugins above
  // Last: its not-found handler (SPA fallback) is the app's.
  await app.register(fp(webAppPlugin), {
    webDist: env.webDist,
    edition: env.edition,
    sessionCookie: browserCookieName(
      { ...env.upstreamCookies, secure: env.secureCookies },
      env.upstreamCookies.session,
    ),
  });
  return app;
}
