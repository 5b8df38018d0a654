import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { buildConnector, type Dispatcher, errors, Pool, request } from 'undici';
import { childTraceparent } from '../observability/trace';
import { camelizeKeys, snakeizeKeys } from './case';
import { browserCookies, type CookiePolicy, DEFAULT_COOKIE_POLICY, upstreamCookieHeader } from './cookies';
import { fieldErrorsFromBody, messageFromBody, transportFailure, UpstreamError } from './errors';
import { MISSING_ROUTE_STATUSES } from './extensions';
import { Gate, RetryBudget } from './gate';
import { withQuery } from './query';
import type {
  UpstreamCall,
  UpstreamCallContext,
  UpstreamCallRecord,
  UpstreamClient,
  UpstreamMethod,
  UpstreamResponse,
} from './types';

export interface PoolLimits {
  /** Upper bound on keep-alive connections (and calls in flight). */
  connections: number;
  /** Calls allowed to wait for a connection; past it a call fails at once as `overloaded`. */
  queueMax: number;
}

export interface UpstreamOptions extends PoolLimits {
  /** `http://host:port` of the upstream; REST paths get `basePath` in front, media paths do not. */
  origin: string;
  basePath: string;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  /** Between two body chunks. */
  bodyTimeoutMs: number;
  /** The whole JSON call, queueing and a retry included. */
  totalTimeoutMs: number;
  /** JSON bodies past this many bytes fail as `too_large`. */
  maxBodyBytes: number;
  /** Media streams get a pool and queue of their own, so slow video readers never starve JSON calls. */
  media: PoolLimits & { idleTimeoutMs: number };
  /** Which upstream cookies are relayed, and how (see cookies.ts); our own upstream's by default. */
  cookies?: CookiePolicy;
  /** Every finished call, e.g. for metrics. */
  observe?: (call: UpstreamCallRecord) => void;
}

export interface RawUpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

export interface Upstream extends UpstreamClient {
  /**
   * A GET/HEAD on the upstream origin's root (e.g. `/uploads/…`) streamed back untouched: only the
   * relayed cookies and the given conditional/range headers are forwarded. The caller passes a path
   * it has validated. Throws UpstreamError on transport failure or a full queue; any status
   * (including 404 and 304) is returned for the caller to relay. The media connection is held until
   * the body ends or is destroyed.
   */
  stream(
    method: 'GET' | 'HEAD',
    pathWithQuery: string,
    headers: Record<string, string>,
    ctx?: UpstreamCallContext,
  ): Promise<RawUpstreamResponse>;
  /** Calls in flight and waiting, per pool (for /readyz and tests). */
  stats(): { json: { active: number; waiting: number }; media: { active: number; waiting: number } };
  close(): Promise<void>;
}

/** Statuses worth one more try of an idempotent call: the upstream (or its proxy) is briefly unwell. */
const RETRYABLE_STATUS = new Set([502, 503]);

export function createUpstream(options: UpstreamOptions): Upstream {
  const jsonPool = new Pool(options.origin, {
    connections: options.connections,
    connect: preciseConnect(options.connectTimeoutMs),
    headersTimeout: options.headersTimeoutMs + BACKSTOP_MS,
    bodyTimeout: options.bodyTimeoutMs + BACKSTOP_MS,
    keepAliveTimeout: 10_000,
  }).compose(preciseResponseTimeouts(options.headersTimeoutMs, options.bodyTimeoutMs));
  // A browser that stops reading stops the body flowing from the upstream too (backpressure), so
  // the idle timer between chunks is what cuts it: Node's own socket timeout on the browser's side
  // lets a write still draining postpone it once, to about twice the setting.
  const mediaPool = new Pool(options.origin, {
    connections: options.media.connections,
    connect: preciseConnect(options.connectTimeoutMs),
    headersTimeout: options.headersTimeoutMs + BACKSTOP_MS,
    bodyTimeout: options.media.idleTimeoutMs + BACKSTOP_MS,
    keepAliveTimeout: 10_000,
  }).compose(preciseResponseTimeouts(options.headersTimeoutMs, options.media.idleTimeoutMs));
  const jsonGate = new Gate(options.connections, options.queueMax);
  const mediaGate = new Gate(options.media.connections, options.media.queueMax);
  const retryBudget = new RetryBudget();
  const cookiePolicy = options.cookies ?? DEFAULT_COOKIE_POLICY;

  const finish = (ctx: UpstreamCallContext | undefined, call: UpstreamCallRecord) => {
    options.observe?.(call);
    ctx?.record?.(call);
  };

  const baseHeaders = (ctx: UpstreamCallContext | undefined): Record<string, string> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = upstreamCookieHeader(ctx?.cookies, cookiePolicy);
    if (cookie !== undefined) headers.cookie = cookie;
    if (ctx?.requestId !== undefined) headers['x-request-id'] = ctx.requestId;
    if (ctx?.traceId !== undefined) headers.traceparent = childTraceparent(ctx.traceId);
    return headers;
  };

  /** Why a signal fired: the browser left (`aborted`) or our own deadline passed (`timeout`). */
  const abortFailure = (ctx: UpstreamCallContext | undefined, error: unknown) => {
    if (ctx?.signal?.aborted) return { kind: 'aborted' as const, reason: 'client_closed' };
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return { kind: 'timeout' as const, reason: 'total_deadline' };
    }
    return transportFailure(error);
  };

  interface Attempt {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    text: string;
  }

  const origin = new URL(options.origin).origin;

  /**
   * One request on the JSON pool, its body collected as text. undici's dispatcher is driven
   * directly: `request()` would wrap every answer in a Readable stream only to be read to its end
   * at once (bench/README.md). Aborts, caps and failures are undici's own errors, as before.
   */
  function attempt(
    method: UpstreamMethod,
    target: RequestTarget,
    headers: Record<string, string>,
    body: string | undefined,
    signal: AbortSignal,
  ): Promise<Attempt> {
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<Attempt>((resolve, reject) => {
      const max = options.maxBodyBytes;
      const chunks: Buffer[] = [];
      let size = 0;
      let status = 0;
      let responseHeaders: Attempt['headers'] = {};
      let controller: Dispatcher.DispatchController | null = null;
      const onAbort = () => controller?.abort(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal.removeEventListener('abort', onAbort);
      const handler: Dispatcher.DispatchHandler = {
        onRequestStart(started) {
          controller = started;
          if (signal.aborted) started.abort(signal.reason);
        },
        onResponseStart(started, statusCode, received) {
          status = statusCode;
          responseHeaders = received;
          const declared = Number(received['content-length']);
          if (Number.isFinite(declared) && declared > max) started.abort(new BodyTooLarge());
        },
        onResponseData(started, chunk) {
          size += chunk.length;
          if (size > max) started.abort(new BodyTooLarge());
          else chunks.push(chunk);
        },
        onResponseEnd() {
          settle();
          const [only] = chunks;
          const text =
            chunks.length === 1 && only !== undefined
              ? only.toString('utf8')
              : Buffer.concat(chunks, size).toString('utf8');
          resolve({ status, headers: responseHeaders, text });
        },
        onResponseError(_started, error) {
          settle();
          reject(error);
        },
      };
      try {
        jsonPool.dispatch({ ...target, method, headers, body }, handler);
      } catch (error) {
        settle();
        reject(error);
      }
    });
  }

  async function send(call: UpstreamCall, ctx: UpstreamCallContext | undefined): Promise<UpstreamResponse> {
    const { method, path } = call;
    const inQuery = call.method === 'GET' || call.method === 'DELETE';
    const payload = 'query' in call ? call.query : 'body' in call ? call.body : undefined;
    const headers = Object.assign(lowerCaseKeys(call.headers), baseHeaders(ctx));
    const snake = payload === undefined ? undefined : snakeizeKeys(payload);
    const body = inQuery || snake === undefined ? undefined : JSON.stringify(snake);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const target = requestTarget(`${options.basePath}${inQuery ? withQuery(path, snake) : path}`, origin);
    const started = performance.now();
    let retried = false;
    const record = (status: number | null, error?: string) =>
      finish(ctx, {
        method,
        path,
        status,
        ms: Math.round(performance.now() - started),
        ...(error && { error }),
        ...(retried && { retried }),
      });
    const fail = (kind: UpstreamError['kind'], reason: string): never => {
      record(null, kind);
      throw new UpstreamError({ kind, method, path, status: null, reason });
    };

    const deadline = new CallDeadline(options.totalTimeoutMs, ctx?.signal);
    const { signal } = deadline;
    let release: (() => void) | false;
    try {
      release = await jsonGate.enter(signal);
    } catch (error) {
      deadline.end();
      const failure = abortFailure(ctx, error);
      return fail(failure.kind, failure.reason);
    }
    if (release === false) {
      deadline.end();
      return fail('overloaded', 'queue_full');
    }
    const turn = release;
    retryBudget.recordCall();

    const work = (async () => {
      const first = await attempt(method, target, headers, body, signal).catch(async (error: unknown) => {
        // One more try for a GET whose connection failed, while the budget and the deadline allow.
        const failure = abortFailure(ctx, error);
        if (method !== 'GET' || failure.kind !== 'network' || signal.aborted || !retryBudget.tryRetry()) {
          throw error;
        }
        retried = true;
        return attempt(method, target, headers, body, signal);
      });
      if (
        method !== 'GET' ||
        !RETRYABLE_STATUS.has(first.status) ||
        signal.aborted ||
        !retryBudget.tryRetry()
      ) {
        return first;
      }
      retried = true;
      return attempt(method, target, headers, body, signal);
    })();
    // The turn is given back only once undici has let go of the connection, so the gate keeps
    // counting a call that is still stuck connecting after its caller got the answer. The deadline
    // stays armed until then too: undici must still be able to abort a call stuck that way.
    const done = () => {
      deadline.end();
      turn();
    };
    work.then(done, done);

    let result: Attempt;
    try {
      result = await deadline.race(work);
    } catch (error) {
      if (error instanceof BodyTooLarge) return fail('too_large', `over ${options.maxBodyBytes} bytes`);
      const failure = abortFailure(ctx, error);
      return fail(failure.kind, failure.reason);
    }

    const { status, text } = result;
    const setCookies = browserCookies(result.headers['set-cookie'], cookiePolicy);
    const parsed = parseJson(text);
    const base = { method, path, status, setCookies };
    if (status >= 300 && status < 400) {
      record(status, 'redirect');
      throw new UpstreamError({ ...base, kind: 'redirect' });
    }
    if (call.extension !== undefined && MISSING_ROUTE_STATUSES.has(status)) {
      record(status, 'feature_missing');
      throw new UpstreamError({ ...base, kind: 'feature_missing', feature: call.extension });
    }
    if (status < 200 || status >= 400) {
      record(status);
      const errorBody = parsed.ok ? camelizeKeys(parsed.value) : null;
      throw new UpstreamError({
        ...base,
        kind: 'http',
        msg: messageFromBody(errorBody),
        fieldErrors: fieldErrorsFromBody(parsed.ok ? parsed.value : null),
      });
    }
    if (!parsed.ok) {
      record(status, 'bad_body');
      throw new UpstreamError({ ...base, kind: 'bad_body', reason: 'non-JSON body' });
    }
    record(status);
    return { status, body: camelizeKeys(parsed.value), setCookies };
  }

  async function stream(
    method: 'GET' | 'HEAD',
    pathWithQuery: string,
    headers: Record<string, string>,
    ctx?: UpstreamCallContext,
  ): Promise<RawUpstreamResponse> {
    const path = pathWithQuery.split('?')[0] ?? pathWithQuery;
    const started = performance.now();
    const record = (status: number | null, error?: string) =>
      finish(ctx, {
        method,
        path,
        status,
        ms: Math.round(performance.now() - started),
        ...(error && { error }),
      });
    const fail = (kind: UpstreamError['kind'], reason: string): never => {
      record(null, kind);
      throw new UpstreamError({ kind, method, path, status: null, reason });
    };
    // Headers must arrive within the usual deadlines; the body then streams for as long as the
    // browser keeps reading (bounded by the pool's idle timeout and the browser's own departure).
    const headersDeadline = AbortSignal.timeout(options.connectTimeoutMs + options.headersTimeoutMs);
    const waitSignal = ctx?.signal ? AbortSignal.any([ctx.signal, headersDeadline]) : headersDeadline;
    let release: (() => void) | false;
    try {
      release = await mediaGate.enter(waitSignal);
    } catch (error) {
      const failure = abortFailure(ctx, error);
      return fail(failure.kind, failure.reason);
    }
    if (release === false) return fail('overloaded', 'queue_full');
    const done = release;
    try {
      const all = { ...headers, ...baseHeaders(ctx), accept: headers.accept ?? '*/*' };
      const response = await request(new URL(pathWithQuery, options.origin), {
        dispatcher: mediaPool,
        method,
        headers: all,
        // Only the browser's departure cancels a body in progress; the deadline covers headers.
        ...(ctx?.signal && { signal: ctx.signal }),
      });
      record(response.statusCode);
      response.body.once('close', done);
      response.body.once('end', done);
      response.body.once('error', done);
      return { status: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      done();
      const failure = abortFailure(ctx, error);
      return fail(failure.kind, failure.reason);
    }
  }

  return {
    request: send,
    stream,
    stats: () => ({ json: jsonGate.stats, media: mediaGate.stats }),
    close: async () => {
      await Promise.all([jsonPool.close(), mediaPool.close()]);
    },
  };
}

class BodyTooLarge extends Error {}

/** What `AbortSignal.timeout` aborts with; `abortFailure` reads its name as our deadline. */
const deadlineReason = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

/**
 * One JSON call's abort signal: it fires at the total deadline or when the browser goes away,
 * whichever comes first. One AbortController and one timer, where `AbortSignal.timeout` plus
 * `AbortSignal.any` cost two more signals (weakly tracked) and a timer per call (bench/README.md).
 */
class CallDeadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly client: AbortSignal | undefined;
  private onAbort: ((reason: unknown) => void) | undefined;

  constructor(ms: number, client: AbortSignal | undefined) {
    this.client = client;
    // Unreferenced, as AbortSignal.timeout's: a pending deadline alone keeps no process alive.
    this.timer = setTimeout(() => this.abort(deadlineReason()), ms).unref();
    if (client?.aborted) this.abort(client.reason);
    else client?.addEventListener('abort', this.clientLeft, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  private readonly clientLeft = () => this.abort(this.client?.reason);

  private abort(reason: unknown): void {
    if (this.controller.signal.aborted) return;
    this.end();
    this.controller.abort(reason);
    this.onAbort?.(reason);
  }

  /** Nothing left to cancel: the timer and the listener on the browser's signal go. */
  end(): void {
    clearTimeout(this.timer);
    this.client?.removeEventListener('abort', this.clientLeft);
  }

  /**
   * `work`, or a rejection with the abort reason the moment the signal fires. undici holds an
   * abort back until the call has a connection, so a black-holed connect would otherwise outlive
   * both the total deadline and the browser that gave up on it.
   */
  race<T>(work: Promise<T>): Promise<T> {
    const { signal } = this.controller;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      this.onAbort = reject;
      work.then(resolve, reject);
    });
  }
}

/** Where a JSON call goes, as undici's `Dispatcher.request` takes it. */
interface RequestTarget {
  origin: string;
  path: string;
}

/** Characters a request target may carry that `new URL` would leave exactly as they are. */
const PLAIN_TARGET = /^\/(?!\/)[A-Za-z0-9\-._~!$&()*+,;=:@%/?[\]]*$/;

/**
 * `pathWithQuery` on `origin`, as `new URL(pathWithQuery, origin)` would resolve it. Our paths
 * need no resolving (no dot segments, nothing to percent-encode), so those skip the URL parser;
 * anything else still goes through it.
 */
export function requestTarget(pathWithQuery: string, origin: string): RequestTarget {
  const queryAt = pathWithQuery.indexOf('?');
  const path = queryAt === -1 ? pathWithQuery : pathWithQuery.slice(0, queryAt);
  if (PLAIN_TARGET.test(pathWithQuery) && !path.includes('.') && !/%2e/i.test(path)) {
    return { origin, path: pathWithQuery };
  }
  const url = new URL(pathWithQuery, origin);
  return { origin: url.origin, path: `${url.pathname}${url.search}` };
}

// undici runs its connect, headers and body timers on a clock that ticks about every half second
// (its "fast timers"): each fires up to half a second early or late, so a 200 ms setting means
// anything up to 700 ms. Both pools keep these deadlines on native timers instead.

/** undici's own timers stay armed as a backstop, late enough never to fire before ours. */
const BACKSTOP_MS = 1_000;

/** A connector that gives up on a handshake after exactly `timeoutMs`. */
function preciseConnect(timeoutMs: number): buildConnector.connector {
  const connect = buildConnector({ timeout: timeoutMs + BACKSTOP_MS });
  return (connectOptions, callback) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      callback(new errors.ConnectTimeoutError(), null);
    }, timeoutMs);
    connect(connectOptions, (...args) => {
      clearTimeout(timer);
      // A handshake that completes after we gave up is closed, not leaked.
      if (settled) return void args[1]?.destroy();
      settled = true;
      callback(...args);
    });
  };
}

/** Headers within `headersMs` of the request being sent, then no gap between chunks past `bodyMs`. */
function preciseResponseTimeouts(headersMs: number, bodyMs: number): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (dispatchOptions, handler) => {
    let timer: NodeJS.Timeout | undefined;
    const arm = (controller: Dispatcher.DispatchController, ms: number, error: () => Error) => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(error()), ms);
    };
    const headersTimeout = () => new errors.HeadersTimeoutError();
    const bodyTimeout = () => new errors.BodyTimeoutError();
    return dispatch(dispatchOptions, {
      onRequestStart(controller, context) {
        arm(controller, headersMs, headersTimeout);
        handler.onRequestStart?.(controller, context);
      },
      onRequestUpgrade(controller, statusCode, headers, socket) {
        clearTimeout(timer);
        handler.onRequestUpgrade?.(controller, statusCode, headers, socket);
      },
      onResponseStart(controller, statusCode, headers, statusMessage) {
        arm(controller, bodyMs, bodyTimeout);
        handler.onResponseStart?.(controller, statusCode, headers, statusMessage);
      },
      onResponseData(controller, chunk) {
        arm(controller, bodyMs, bodyTimeout);
        handler.onResponseData?.(controller, chunk);
      },
      onResponseEnd(controller, trailers) {
        clearTimeout(timer);
        handler.onResponseEnd?.(controller, trailers);
      },
      onResponseError(controller, error) {
        clearTimeout(timer);
        handler.onResponseError?.(controller, error);
      },
    });
  };
}

/** Header names are case-insensitive; lower case lets the client's own headers replace any spelling. */
function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers === undefined) return out;
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}

type JsonResult = { ok: true; value: unknown } | { ok: false };

/** Whitespace as trim() sees it; tested in place, where trim() would copy the whole body first. */
const BLANK = /^\s*$/;

/** An empty body (204, or a bare 200) is `null`; anything else must be JSON. */
function parseJson(text: string): JsonResult {
  if (BLANK.test(text)) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
