import type { FastifyInstance } from 'fastify';

/**
 * Clients send `content-type: application/json` with no body on bodiless calls (sign_out,
 * authorize); Rails reads that as "no parameters", while Fastify's default parser rejects it.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // biome-ignore lint/nursery/noFloatingPromises: Fastify's default JSON parser is its callback form: it answers through done and returns nothing
    parseJson(request, text, done);
  });
}
