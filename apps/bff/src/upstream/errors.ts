import { isPlainObject, snakeToCamel } from './case';
import type { UpstreamExtension } from './extensions';
import type { BrowserCookie } from './types';

/**
 * How an upstream call failed. `http`: a non-2xx answer other than a redirect; `redirect`: a 3xx
 * (never followed); `timeout`: connect, headers, body or the whole call took too long; `network`:
 * refused, reset or otherwise no answer; `bad_body`: a 2xx whose body is not JSON; `too_large`: a
 * body past the cap; `overloaded`: the queue for upstream connections is full (never sent);
 * `aborted`: the browser went away first; `schema_drift`: JSON that does not match the contracts
 * schema (raised by the procedure helper, not here); `feature_missing`: an extension call
 * (extensions.ts) the upstream has no route for.
 */
export type UpstreamErrorKind =
  | 'http'
  | 'redirect'
  | 'timeout'
  | 'network'
  | 'bad_body'
  | 'too_large'
  | 'overloaded'
  | 'aborted'
  | 'schema_drift'
  | 'feature_missing';

export interface UpstreamErrorInit {
  kind: UpstreamErrorKind;
  method: string;
  path: string;
  status: number | null;
  msg?: string | null;
  fieldErrors?: Record<string, string[]> | null;
  setCookies?: BrowserCookie[];
  /** Low-level reason (an undici error code) for logs; never an upstream body. */
  reason?: string;
  /** With `feature_missing`: which extension the upstream lacks. */
  feature?: UpstreamExtension;
}

export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind;
  readonly method: string;
  readonly path: string;
  /** The upstream's HTTP status; null when it gave no response. */
  readonly status: number | null;
  readonly msg: string | null;
  /** Rails `errors` map with camelCased field names. */
  readonly fieldErrors: Record<string, string[]> | null;
  /** Set-Cookie sent along with a failure (e.g. a cleared session) still reaches the browser. */
  readonly setCookies: BrowserCookie[];
  readonly reason: string | null;
  readonly feature: UpstreamExtension | null;

  constructor(init: UpstreamErrorInit) {
    const what = init.status === null ? (init.reason ?? init.kind) : `status ${init.status}`;
    super(`Upstream ${init.method} ${init.path} failed (${init.kind}, ${what})`);
    this.name = 'UpstreamError';
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.msg = init.msg ?? null;
    this.fieldErrors = init.fieldErrors ?? null;
    this.setCookies = init.setCookies ?? [];
    this.reason = init.reason ?? null;
    this.feature = init.feature ?? null;
  }
}

/** `msg` of a Rails-style error body (Devise's `error` string as a fallback). */
export function messageFromBody(body: unknown): string | null {
  if (!isPlainObject(body)) return null;
  if (typeof body.msg === 'string' && body.msg !== '') return body.msg;
  if (typeof body.error === 'string' && body.error !== '') return body.error;
  return null;
}

/** Rails `errors: { field: ["…"] }` → camelCased keys; a bare string becomes a one-item list. */
export function fieldErrorsFromBody(body: unknown): Record<string, string[]> | null {
  if (!isPlainObject(body) || !isPlainObject(body.errors)) return null;
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (messages.length > 0) out[snakeToCamel(field)] = messages;
  }
  return Object.keys(out).length > 0 ? out : null;
}

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** Classifies what undici threw: a timeout, or a connection that failed (refused, reset, closed…). */
export function transportFailure(error: unknown): { kind: 'timeout' | 'network'; reason: string } {
  const code = errorCode(error);
  if (code !== null && TIMEOUT_CODES.has(code)) return { kind: 'timeout', reason: code };
  if (error instanceof Error && error.name === 'TimeoutError')
    return { kind: 'timeout', reason: 'TimeoutError' };
  return { kind: 'network', reason: code ?? (error instanceof Error ? error.name : 'unknown') };
}

function errorCode(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if ('code' in error && typeof error.code === 'string') return error.code;
  // undici wraps socket errors (ECONNREFUSED, ECONNRESET) as the cause of a generic failure.
  return error.cause === undefined ? null : errorCode(error.cause);
}
