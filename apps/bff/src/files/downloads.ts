import { tooManyAttemptsMessage } from '@studyflow/contracts/error-catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { takeUnit } from '../security/throttle-procedure';
import { UpstreamError } from '../upstream/errors';
import { DOWNLOAD_ROUTES, type DownloadRoute } from './downloads-table';

/** Response headers a download needs; cookies, servers and the upstream's own policies stay behind. */
const RELAYED_RESPONSE = ['content-type', 'content-length', 'content-disposition', 'last-modified', 'etag'];
const STATUS_BY_KIND: Partial<Record<UpstreamError['kind'], number>> = {
  timeout: 504,
  overloaded: 503,
  aborted: 499,
};

/** Upstream refusals relayed as they are (in our words); any other failure is a 502. */
const UPSTREAM_REFUSALS: Record<number, string> = {
  401: 'Please sign in to download this file',
  403: 'Forbidden',
  404: 'Not found',
};

/** Fastify routes `ids[]=1&ids[]=2` as `{ 'ids[]': ['1', '2'] }`; one value stays a string. */
type RawQuery = Record<string, string | string[] | undefined>;

/**
 * The upstream path with its query for a request on `route`, or null when anything is off: a
 * parameter or value that does not match its pattern, an unknown or repeated key, too many or too
 * few values. Built only from the validated values, each encoded, so nothing the browser sent can
 * add a path level or a query key.
 */
export function downloadUpstreamPath(
  route: DownloadRoute,
  basePath: string,
  params: Readonly<Record<string, string | undefined>>,
  query: RawQuery,
): string | null {
  const checked: Record<string, string> = {};
  for (const [name, pattern] of Object.entries(route.params)) {
    const value = params[name];
    if (typeof value !== 'string' || !pattern.test(value)) return null;
    checked[name] = encodeURIComponent(value);
  }
  const pairs: string[] = [];
  for (const key of Object.keys(query)) if (!Object.hasOwn(route.query, key)) return null;
  for (const [key, rule] of Object.entries(route.query)) {
    const raw = query[key];
    const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    if (values.length === 0) {
      if (rule.required) return null;
      continue;
    }
    if (values.length > (rule.repeated?.max ?? 1)) return null;
    if (!values.every((value) => typeof value === 'string' && rule.pattern.test(value))) return null;
    const name = rule.upstreamName ?? key;
    for (const value of values) pairs.push(`${name}=${encodeURIComponent(value)}`);
  }
  const path = `${basePath}${route.upstream(checked)}`;
  // Belt and braces: the built path resolves to itself, so no `..` slipped in through a pattern.
  if (new URL(path, 'http://upstream.invalid').pathname !== path) return null;
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

const pick = (source: Record<string, string | string[] | undefined>, names: string[]) => {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
};

const plain = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);

/**
 * False, with the 429 answered, when the row's budget (per learner session and per IP) is spent; the
 * same Throttle and the same words as the tRPC procedures', with the wait in `Retry-After`.
 */
async function withinBudget(route: DownloadRoute, request: FastifyRequest, reply: FastifyReply) {
  if (route.budget === undefined) return true;
  const log = request.log.child({ throttle: route.budget.name });
  const subject = {
    account: await request.server.learnerOf(request.cookies),
    ip: request.server.clientOf(request.ip),
  };
  const verdict = await takeUnit(request.server.throttle, route.budget, subject, log);
  if (verdict === null || verdict.allowed) return true;
  reply.header('retry-after', String(verdict.retryAfterSeconds));
  plain(reply, 429, tooManyAttemptsMessage(verdict.retryAfterSeconds));
  return false;
}

/**
 * GET /files/… for each row of the download table: validated parameters, the upstream path built
 * from them, only the session cookie forwarded (the upstream client's rule), and only the file's
 * own headers relayed (Content-Disposition included; never Set-Cookie). An upstream failure is
 * answered in plain words with its status, never with the upstream's body.
 */
export async function downloadPassThrough(
  app: FastifyInstance,
  options: { basePath: string; idleTimeoutMs: number; routes?: readonly DownloadRoute[] },
): Promise<void> {
  const handlerFor = (route: DownloadRoute) => async (request: FastifyRequest, reply: FastifyReply) => {
    const upstreamPath = downloadUpstreamPath(
      route,
      options.basePath,
      request.params as Record<string, string | undefined>,
      (request.query ?? {}) as RawQuery,
    );
    if (upstreamPath === null) return plain(reply, 404, 'Not found');
    if (!(await withinBudget(route, request, reply))) return reply;
    try {
      const response = await app.upstream.stream(
        'GET',
        upstreamPath,
        {},
        {
          cookies: request.cookies,
          requestId: request.id,
          traceId: request.traceId,
          signal: request.clientSignal ?? undefined,
          record: (call) => request.upstreamCalls.push(call),
        },
      );
      if (response.status < 200 || response.status >= 300) {
        response.body.destroy();
        const status = UPSTREAM_REFUSALS[response.status] === undefined ? 502 : response.status;
        return plain(reply, status, UPSTREAM_REFUSALS[status] ?? 'Bad gateway');
      }
      reply.raw.setTimeout(options.idleTimeoutMs, () => {
        response.body.destroy();
        reply.raw.destroy();
      });
      return reply
        .code(200)
        .headers(pick(response.headers, RELAYED_RESPONSE))
        .header('cache-control', 'private, no-store')
        .send(response.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      request.log.warn({ kind: error.kind, reason: error.reason }, 'download pass-through failed');
      const status = STATUS_BY_KIND[error.kind] ?? 502;
      if (status === 503) reply.header('retry-after', '1');
      return plain(reply, status, status === 503 ? 'Busy, try again' : 'Bad gateway');
    }
  };
  for (const route of options.routes ?? DOWNLOAD_ROUTES) {
    app.route({ method: 'GET', url: route.url, handler: handlerFor(route), exposeHeadRoute: false });
  }
}
