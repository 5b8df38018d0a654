import type { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appRouter } from '../root';
import { AVATAR_BODY_LIMIT, limitBody } from '../security/body-limit';
import { csrfHook } from '../security/csrf';
import { TRPC_MAX_BATCH_SIZE } from '../security/limits';
import { UpstreamError } from '../upstream/errors';
import { type ContextSettings, createContext } from './init';
import { registerTrpcRoute } from './route';

export interface TrpcPluginOptions extends ContextSettings {
  allowedOrigins: string[];
}

/**
 * `/trpc/*`, registered with that prefix: CSRF checks first (before the body is read and before any
 * upstream call), then the procedures. Encapsulated, so its JSON parser and body limit stay here.
 */
export async function trpcPlugin(app: FastifyInstance, options: TrpcPluginOptions): Promise<void> {
  const { allowedOrigins, ...settings } = options;
  // Fastify's own limit is the largest any procedure may take; preParsing narrows it per URL.
  app.addHook('onRoute', (route) => {
    route.bodyLimit = AVATAR_BODY_LIMIT;
  });
  app.addHook('onRequest', csrfHook(allowedOrigins));
  // Callback hooks below: an async one costs a promise and a microtask turn per request.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const declared = request.headers['content-length'];
    // Fastify never reads a GET's or HEAD's body: without a declared length there is nothing to
    // limit, and the counting stream would only cost every query an allocation.
    const bodyless = request.method === 'GET' || request.method === 'HEAD';
    if (bodyless && declared === undefined && request.headers['transfer-encoding'] === undefined) {
      return done(null, payload);
    }
    let limited: NodeJS.ReadableStream;
    try {
      limited = limitBody(request.url, declared, payload);
    } catch (error) {
      return done(error as Error);
    }
    // What the async hook returned: Fastify takes any stream as the new payload.
    done(null, limited as typeof payload);
  });
  app.addHook('onRequest', (_request, reply, done) => {
    // Answers carry the signed-in user: no browser or proxy may keep them.
    reply.header('cache-control', 'no-store');
    done();
  });

  // The request line already has status and upstream calls; add what it cannot say. Never input.
  const onError = ({
    error,
    path,
    req,
  }: {
    error: TRPCError;
    path: string | undefined;
    req: FastifyRequest;
  }) => {
    const cause = error.cause;
    if (cause instanceof UpstreamError && cause.kind === 'feature_missing') {
      // Expected of an upstream written from the specification alone: the feature falls back.
      req.log.info(
        { procedure: path, feature: cause.feature, status: cause.status },
        'upstream feature missing',
      );
    } else if (cause instanceof UpstreamError) {
      if (cause.kind !== 'http' || (cause.status ?? 500) >= 500) {
        const { kind, status, reason } = cause;
        req.log.warn({ procedure: path, kind, status, reason }, 'upstream failure');
      }
    } else if (error.code === 'INTERNAL_SERVER_ERROR') {
      req.log.error({ procedure: path, err: cause ?? error }, 'procedure failed');
    }
  };
  registerTrpcRoute(app, {
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    createContext: (req, res) => createContext({ req, res }, settings),
    onError,
  });
}
