import type { AnyTRPCRouter, inferRouterContext } from '@trpc/server';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createQueryHandler, type QueryErrorEvent } from './query-route';

export interface TrpcRouteOptions<TRouter extends AnyTRPCRouter> {
  router: TRouter;
  maxBatchSize: number;
  createContext: (req: FastifyRequest, reply: FastifyReply) => inferRouterContext<TRouter>;
  onError: (event: QueryErrorEvent) => void;
}

/**
 * What `fastifyTRPCPlugin` sets up (JSON bodies left as text for tRPC, one route for every
 * procedure), except that the web's plain queries are answered by query-route.ts first.
 * Mutations and anything unusual go through tRPC's own Fastify handler, unchanged.
 */
export function registerTrpcRoute<TRouter extends AnyTRPCRouter>(
  app: FastifyInstance,
  options: TrpcRouteOptions<TRouter>,
): void {
  const { router, maxBatchSize, createContext, onError } = options;
  const answerQuery = createQueryHandler({ router, maxBatchSize, createContext, onError });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', {}, (_request, body, done) => done(null, body));
  app.all<{ Params: { path: string } }>('/:path', async (req, res) => {
    if (await answerQuery(req, res)) return res;
    await fastifyRequestHandler({
      router,
      maxBatchSize,
      createContext: ({ req: request, res: reply }) => createContext(request, reply),
      onError: (event) => onError({ ...event, req }),
      req,
      res,
      path: req.params.path,
    });
    return res;
  });
}
