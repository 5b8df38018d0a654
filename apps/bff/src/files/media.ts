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

/**
 * One path segment of an upload: letters, digits, `_`, `-` and inner dots (`tour.en.vtt`). No `%`
 * at all, so nothing encoded (`%2e%2e`, `%2F`, `%5C`, `%00`) can be decoded into something else
 * further along; no leading dot, so no `.`, `..` or hidden files.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;
/** A cache-busting query such as `?v=3` is kept; anything richer is dropped. */
const QUERY = /^[A-Za-z0-9_.=&-]{1,200}$/;
const MAX_SEGMENTS = 8;

/**
 * The upstream path for a browser's media URL, built from its validated segments, or null when
 * the URL is not a plain file path under `prefix`. The result is checked once more after URL
 * resolution, so it provably stays under the upstream's `prefix/`.
 */
export function mediaUpstreamPath(prefix: string, rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);
  if (!path.startsWith(`${prefix}/`)) return null;
  const segments = path.slice(prefix.length + 1).split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((segment) => SEGMENT.test(segment))) return null;
  const built = `${prefix}/${segments.join('/')}`;
  if (!new URL(built, 'http://upstream.invalid').pathname.startsWith(`${prefix}/`)) return null;
  return QUERY.test(query) ? `${built}?${query}` : built;
}

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

/** The route serving a prefix's media (`/uploads/*`). */
export const mediaRoute = (prefix: string): string => `${prefix}/*`;

const STATUS_BY_KIND: Partial<Record<UpstreamError['kind'], number>> = {
  timeout: 504,
  overloaded: 503,
  aborted: 499,
};

/**
 * Streams GET/HEAD under each prefix (e.g. `/uploads`) from the upstream origin's same path, so
 * media and downloads come from the one origin the browser knows. Only the session cookie goes up,
 * and only a validated file path: never the raw request URL.
 */
export async function mediaPassThrough(
  app: FastifyInstance,
  options: { prefixes: string[]; idleTimeoutMs: number },
): Promise<void> {
  const handlerFor = (prefix: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const upstreamPath = mediaUpstreamPath(prefix, request.url);
    if (upstreamPath === null) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    try {
      const response = await app.upstream.stream(
        request.method === 'HEAD' ? 'HEAD' : 'GET',
        upstreamPath,
        pick(request.headers, FORWARDED_REQUEST),
        {
          cookies: request.cookies,
          requestId: request.id,
          traceId: request.traceId,
          signal: request.clientSignal ?? undefined,
          record: (call) => request.upstreamCalls.push(call),
        },
      );
      // A browser that stops reading holds a media connection only this long.
      reply.raw.setTimeout(options.idleTimeoutMs, () => {
        response.body.destroy();
        reply.raw.destroy();
      });
      reply.code(response.status).headers(pick(response.headers, RELAYED_RESPONSE));
      return reply.send(response.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      request.log.warn({ kind: error.kind, reason: error.reason }, 'media pass-through failed');
      const status = STATUS_BY_KIND[error.kind] ?? 502;
      if (status === 503) reply.header('retry-after', '1');
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(status === 503 ? 'Busy, try again' : 'Bad gateway');
    }
  };
  for (const prefix of options.prefixes) {
    const handler = handlerFor(prefix);
    app.route({ method: 'GET', url: mediaRoute(prefix), handler, exposeHeadRoute: false });
    app.route({ method: 'HEAD', url: mediaRoute(prefix), handler });
  }
}
