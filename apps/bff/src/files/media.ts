import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UpstreamError } from '../upstream/errors';

/** Request headers a media fetch needs upstream (ranges for video seeking, revalidation). */
const FORWARDED_REQUEST = ['range', 'if-none-match', 'if-modified-since', 'if-range', 'accept'];
/** Response headers worth relaying; everything else (servers, cookies, upstream CSP) stays behind. */
const RELAYED_RESPONSE = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'content-disposition',
  'expires',
];

function pick(
  source: Record<string, string | string[] | undefined>,
  names: string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/**
 * Streams GET/HEAD under each prefix (e.g. `/uploads`) from the upstream origin's same path, so
 * media and downloads come from the one origin the browser knows. Only the session cookie goes up.
 */
export async function mediaPassThrough(app: FastifyInstance, options: { prefixes: string[] }): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const response = await app.upstream.stream(
        request.method === 'HEAD' ? 'HEAD' : 'GET',
        request.url,
        pick(request.headers, FORWARDED_REQUEST),
        {
          cookie: request.headers.cookie,
          requestId: request.id,
          record: (call) => request.upstreamCalls.push(call),
        },
      );
      reply.code(response.status).headers(pick(response.headers, RELAYED_RESPONSE));
      return reply.send(response.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      request.log.warn({ kind: error.kind, reason: error.reason }, 'media pass-through failed');
      return reply
        .code(error.kind === 'timeout' ? 504 : 502)
        .type('text/plain; charset=utf-8')
        .send('Bad gateway');
    }
  };
  for (const prefix of options.prefixes) {
    app.route({ method: 'GET', url: `${prefix}/*`, handler, exposeHeadRoute: false });
    app.route({ method: 'HEAD', url: `${prefix}/*`, handler });
  }
}
