import type {
  BoundUpstreamClient,
  BrowserCookie,
  BrowserCookies,
  UpstreamCall,
  UpstreamCallContext,
  UpstreamClient,
  UpstreamResponse,
} from './types';

// In the graph the web type-checks (trpc/init.ts → here): no Node or Fastify imports.

/**
 * The browser's cookies as they stand once the upstream's `cookies` are set: what the next upstream
 * call of the same request must carry (a sign-in that rotated the session is followed by a call
 * with the new session, never the browser's old one). A cookie set to expire is dropped.
 */
export function withCookies(
  jar: BrowserCookies | undefined,
  cookies: readonly BrowserCookie[],
  now: number = Date.now(),
): BrowserCookies | undefined {
  if (cookies.length === 0) return jar;
  const next: Record<string, string | undefined> = { ...jar };
  for (const { name, value, options } of cookies) {
    const expired =
      (options.maxAge !== undefined && options.maxAge <= 0) ||
      (options.expires !== undefined && options.expires.getTime() <= now);
    if (expired) delete next[name];
    else next[name] = value;
  }
  return next;
}

/** The client bound to one request: its calls carry the cookies as they stand (withCookies). */
export function bindUpstream(client: UpstreamClient, ctx: UpstreamCallContext): BoundUpstreamClient {
  return new BoundClient(client, ctx);
}

/** A class rather than an object of closures: every tRPC request makes one. */
class BoundClient implements BoundUpstreamClient {
  readonly #client: UpstreamClient;
  #current: UpstreamCallContext;

  constructor(client: UpstreamClient, ctx: UpstreamCallContext) {
    this.#client = client;
    this.#current = ctx;
  }

  request(call: UpstreamCall): Promise<UpstreamResponse> {
    return this.#client.request(call, this.#current);
  }

  keepCookies(cookies: readonly BrowserCookie[]): void {
    if (cookies.length > 0) {
      this.#current = { ...this.#current, cookies: withCookies(this.#current.cookies, cookies) };
    }
  }

  endSession(): BrowserCookie[] {
    const expired = this.#client.sessionEndCookies();
    this.keepCookies(expired);
    return expired;
  }
}
