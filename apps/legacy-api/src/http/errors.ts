import type { FastifyError, FastifyInstance } from 'fastify';

export type FieldErrors = Record<string, string[]>;

/** A Rails-style error answer: `{ msg }` and/or `{ errors: { field: [...] } }` with a status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { msg?: string; errors?: FieldErrors },
  ) {
    super(body.msg ?? `HTTP ${status}`);
  }
}

export const badRequest = (msg: string) => new HttpError(400, { msg });
export const unauthorized = (msg: string) => new HttpError(401, { msg });
export const notFound = (msg: string) => new HttpError(404, { msg });
export const unprocessable = (body: { msg?: string; errors?: FieldErrors }) => new HttpError(422, body);

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';

/** One answer shape for every failure; unexpected errors are logged and never shown to the caller. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ msg: 'Not Found' });
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.body);
    // Fastify's own client errors: invalid JSON, unsupported content type, body too large.
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
      request.log.info({ code: error.code }, error.message);
      return reply.code(error.statusCode).send({ msg: clientMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ msg: 'Internal Server Error' });
  });
}

function clientMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON.';
  }
  return error.message;
}
