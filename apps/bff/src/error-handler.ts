import { DEFAULT_ERROR_MESSAGE } from '@studyflow/contracts/errors';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { trpcErrorBody } from './trpc-errors';

const CODES: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Errors raised outside tRPC's own handling (rate limit, body limit, a bug in a hook). Under /trpc
 * they get the tRPC error shape; elsewhere a short JSON. Never a stack, never a 5xx's own message.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'unhandled error');
  const message = status >= 500 ? DEFAULT_ERROR_MESSAGE : error.message;
  if (request.url.startsWith('/trpc/')) {
    const code = CODES[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
    return reply.code(status).send(trpcErrorBody(request.url, code, message));
  }
  return reply.code(status).send({ statusCode: status, message });
}
