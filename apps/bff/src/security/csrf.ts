import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studyflow/contracts/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { trpcErrorBody } from '../trpc/errors';

export type CsrfVerdict =
  | { ok: true }
  | { ok: false; status: 403 | 415; code: 'FORBIDDEN' | 'UNSUPPORTED_MEDIA_TYPE'; reason: string };

interface CsrfInput {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

const header = (headers: CsrfInput['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Three independent checks, any of which stops a cross-site forgery:
 * 1. the custom header: a cross-site page cannot add it without a CORS preflight we never grant;
 * 2. same origin: `Origin` (sent on every POST and on cross-origin GETs) must be one of ours, or,
 *    without it, `Sec-Fetch-Site` must say the request came from our own pages (or the address bar);
 * 3. JSON only on writes: HTML forms cannot send `application/json`.
 */
export function checkCsrf(request: CsrfInput, allowedOrigins: ReadonlySet<string>): CsrfVerdict {
  if (header(request.headers, CSRF_HEADER) !== CSRF_HEADER_VALUE) {
    return { ok: false, status: 403, code: 'FORBIDDEN', reason: 'missing CSRF header' };
  }
  const origin = header(request.headers, 'origin');
  if (origin !== undefined) {
    if (!allowedOrigins.has(origin))
      return { ok: false, status: 403, code: 'FORBIDDEN', reason: 'foreign origin' };
  } else {
    const site = header(request.headers, 'sec-fetch-site');
    if (site !== 'same-origin' && site !== 'none') {
      return { ok: false, status: 403, code: 'FORBIDDEN', reason: 'not same-origin' };
    }
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = header(request.headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      return { ok: false, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', reason: 'not JSON' };
    }
  }
  return { ok: true };
}

/** onRequest hook for /trpc: runs before the body is read and before any upstream call. */
export function csrfHook(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  // A callback hook: an async one costs a promise and a microtask turn per request. A rejected
  // request is answered here and the hook chain stops (done is not called).
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const verdict = checkCsrf(request, allowed);
    if (verdict.ok) {
      done();
      return;
    }
    request.log.warn(
      { reason: verdict.reason, origin: request.headers.origin ?? null },
      'CSRF check rejected',
    );
    reply
      .code(verdict.status)
      .send(trpcErrorBody(request.url, verdict.code, 'This request was rejected by the security check.'));
  };
}
