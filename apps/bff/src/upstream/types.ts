/**
 * Types of the upstream client, kept free of Node and undici imports: the web type-checks this file
 * through `import type { AppRouter }`.
 */

import type { UpstreamExtension } from './extensions';

export type UpstreamMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface UpstreamResponse {
  status: number;
  /** Parsed JSON with every key camelCased; null for an empty body (204). */
  body: unknown;
  /** The upstream's session Set-Cookie(s), rewritten to our cookie policy, for the caller to relay. */
  setCookies: BrowserCookie[];
}

/** The browser's cookies as @fastify/cookie parsed them (`request.cookies`). */
export type BrowserCookies = Readonly<Record<string, string | undefined>>;

/**
 * A Set-Cookie for the browser under our cookie policy (upstream/cookies.ts makes and relays it);
 * `options` are @fastify/cookie's `reply.setCookie` options.
 */
export interface BrowserCookie {
  name: string;
  value: string;
  options: {
    path: '/';
    httpOnly: true;
    sameSite: 'lax';
    secure: boolean;
    maxAge?: number;
    expires?: Date;
  };
}

/** One upstream call as the request log line and the metrics see it (never a body or a query). */
export interface UpstreamCallRecord {
  method: string;
  path: string;
  status: number | null;
  ms: number;
  error?: string;
  /** Set on the second try of an idempotent call. */
  retried?: boolean;
}

/** Per-call context: whose browser the call is made for. */
export interface UpstreamCallContext {
  /** The browser's cookies; only the relayed ones (cookies.ts) are sent up. */
  cookies?: BrowserCookies | undefined;
  /** Correlates the upstream's log lines with ours. */
  requestId?: string | undefined;
  /** Receives a record of each finished call (success or failure). */
  record?: ((call: UpstreamCallRecord) => void) | undefined;
  /** Aborts when the browser goes away: the upstream call is cancelled with it. */
  signal?: AbortSignal | undefined;
  /** W3C trace id of the browser's request; each upstream call gets its own span under it. */
  traceId?: string | undefined;
}

/**
 * One upstream call: a GET or DELETE carries a query, the others a JSON body (camelCase here,
 * snake_cased on the wire). `headers` are extra request headers for this call only, e.g.
 * `Cache-Control: no-cache` on GET /users/profile; the client's own (accept, content-type, cookie,
 * x-request-id) always win, so a procedure can never forge a session or a request id.
 */
export type UpstreamCall = (
  | { method: 'GET' | 'DELETE'; path: string; query?: unknown }
  | { method: 'POST' | 'PUT' | 'PATCH'; path: string; body?: unknown }
) & {
  headers?: Record<string, string> | undefined;
  /**
   * Set on a call the specification does not list (extensions.ts): a 404, 405 or 501 answer then
   * fails as `feature_missing`, for the feature to fall back on, instead of as a plain 4xx.
   */
  extension?: UpstreamExtension;
};

export interface UpstreamClient {
  request(call: UpstreamCall, ctx?: UpstreamCallContext): Promise<UpstreamResponse>;
  /** The Set-Cookies that end a browser's session under this client's cookie policy (cookies.ts). */
  sessionEndCookies(): BrowserCookie[];
}

/** The same client with one request's context already applied (what a tRPC procedure gets). */
export interface BoundUpstreamClient {
  request(call: UpstreamCall): Promise<UpstreamResponse>;
  /**
   * Cookies the upstream set while serving this request (relayed to the browser too): the later
   * calls of the request carry them in place of the browser's (cookie-jar.ts).
   */
  keepCookies(cookies: readonly BrowserCookie[]): void;
  /**
   * The session is over upstream (the account is gone): the later calls of the request go without
   * it, and the answer are the Set-Cookies that clear it in the browser, for the caller to relay.
   */
  endSession(): BrowserCookie[];
}
