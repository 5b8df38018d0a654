import { DEFAULT_ERROR_MESSAGE } from '@studyflow/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { codeOfStatus, trpcErrorBody } from './trpc/errors';

/** The matched route, not the raw target: an absolute-form `POST http://host/trpc/x` is tRPC too. */
function isTrpc(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? request.url;
  return route.startsWith('/trpc/');
}

/** Seconds of a `Retry-After` the rate limit already set on the reply, for forms to say how long. */
function retryAfterSeconds(reply: FastifyReply): number | undefined {
  const seconds = Number(reply.getHeader('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Errors raised outside tRPC's own handling (rate limit, body limit, a bug in a hook). Under /trpc
 * they get the tRPC error shape with the same codes tRPC itself uses; elsewhere a short JSON. Never
 * a stack, never a 5xx's own message.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'unhandled error');
  const message = status >= 500 ? DEFAULT_ERROR_MESSAGE : error.message;
  if (isTrpc(request)) {
    const wait = status === 429 ? retryAfterSeconds(reply) : undefined;
    const body = trpcErrorBody(
      request.url,
      codeOfStatus(status),
      message,
      wait ? { retryAfterSeconds: wait } : {},
    );
    return reply.code(status).send(body);
  }
  return reply.code(status).send({ statusCode: status, message });
}
