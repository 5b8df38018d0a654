import { performance } from 'node:perf_hooks';
import { childTraceparent } from '../observability/trace';
import { abortFailure, CallDeadline } from './call-deadline';
import { camelizeKeys, snakeizeKeys } from './case';
import {
  browserCookies,
  type CookiePolicy,
  DEFAULT_COOKIE_POLICY,
  expiredBrowserCookies,
  upstreamCookieHeader,
} from './cookies';
import { fieldErrorsFromBody, messageFromBody, UpstreamError } from './errors';
import { MISSING_ROUTE_STATUSES } from './extensions';
import { Gate, RetryBudget } from './gate';
import { mediaStream, type RawUpstreamResponse } from './media-stream';
import { precisePool } from './precise-timeouts';
import { withQuery } from './query';
import { requestTarget } from './request-target';
import { BodyTooLarge, jsonTransport, parseJson, type TransportAnswer } from './transport';
import type {
  UpstreamCall,
  UpstreamCallContext,
  UpstreamCallRecord,
  UpstreamClient,
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

export interface Upstream extends UpstreamClient {
  /**
   * A GET/HEAD on the upstream origin's root (e.g. `/uploads/…`) streamed back untouched: only the
   * relayed cookies and the given conditional/range headers are forwarded. The caller passes a path
   * it has validated. Throws UpstreamError on transport failure or a full queue; any status
   * (including 404 and 304) is returned for the caller to relay. The media connection is held until
   * the body ends or is destroyed (media-stream.ts).
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

/**
 * The one client of the upstream. Its parts: precise-timeouts.ts (the pools' deadlines),
 * transport.ts (one JSON exchange, its body cap and parsing), call-deadline.ts (a call's total
 * deadline), request-target.ts (the URL) and media-stream.ts (media passed through); `send` below
 * is the JSON call from start to typed answer or UpstreamError.
 */
export function createUpstream(options: UpstreamOptions): Upstream {
  const timeouts = { connectMs: options.connectTimeoutMs, headersMs: options.headersTimeoutMs };
  const jsonPool = precisePool(options.origin, {
    ...timeouts,
    connections: options.connections,
    bodyMs: options.bodyTimeoutMs,
  });
  // A browser that stops reading stops the body flowing from the upstream too (backpressure), so
  // the idle timer between chunks is what cuts it: Node's own socket timeout on the browser's side
  // lets a write still draining postpone it once, to about twice the setting.
  const mediaPool = precisePool(options.origin, {
    ...timeouts,
    connections: options.media.connections,
    bodyMs: options.media.idleTimeoutMs,
  });
  const jsonGate = new Gate(options.connections, options.queueMax);
  const mediaGate = new Gate(options.media.connections, options.media.queueMax);
  const retryBudget = new RetryBudget();
  const cookiePolicy = options.cookies ?? DEFAULT_COOKIE_POLICY;
  const attempt = jsonTransport(jsonPool, options.maxBodyBytes);

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

  const origin = new URL(options.origin).origin;

  const record = (
    ctx: UpstreamCallContext | undefined,
    method: UpstreamCall['method'],
    path: string,
    started: number,
    retried: boolean,
    status: number | null,
    error?: string,
  ) =>
    finish(ctx, {
      method,
      path,
      status,
      ms: Math.round(performance.now() - started),
      ...(error && { error }),
      ...(retried && { retried }),
    });

  /**
   * The exchange, and one more try where allowed: a GET whose connection failed, or that met a
   * 502/503, while the retry budget and the deadline allow. `state.retried` tells the record.
   */
  async function attempts(
    method: UpstreamCall['method'],
    target: ReturnType<typeof requestTarget>,
    headers: Record<string, string>,
    body: string | undefined,
    deadline: CallDeadline,
    client: AbortSignal | undefined,
    state: { retried: boolean },
  ): Promise<TransportAnswer> {
    let first: TransportAnswer;
    try {
      first = await attempt(method, target, headers, body, deadline);
    } catch (error) {
      const failure = abortFailure(client, error);
      if (method !== 'GET' || failure.kind !== 'network' || deadline.aborted || !retryBudget.tryRetry()) {
        throw error;
      }
      state.retried = true;
      return attempt(method, target, headers, body, deadline);
    }
    if (
      method !== 'GET' ||
      !RETRYABLE_STATUS.has(first.status) ||
      deadline.aborted ||
      !retryBudget.tryRetry()
    ) {
      return first;
    }
    state.retried = true;
    return attempt(method, target, headers, body, deadline);
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
    const state = { retried: false };
    const fail = (kind: UpstreamError['kind'], reason: string): never => {
      record(ctx, method, path, started, state.retried, null, kind);
      throw new UpstreamError({ kind, method, path, status: null, reason });
    };

    const deadline = new CallDeadline(options.totalTimeoutMs, ctx?.signal);
    // A free turn is taken at once; only a call that must queue waits (and may be aborted waiting).
    let release: (() => void) | false | null = jsonGate.tryEnter();
    if (release === null) {
      try {
        release = await jsonGate.enter(deadline.signal);
      } catch (error) {
        deadline.end();
        const failure = abortFailure(ctx?.signal, error);
        return fail(failure.kind, failure.reason);
      }
    }
    if (release === false) {
      deadline.end();
      return fail('overloaded', 'queue_full');
    }
    const turn = release;
    retryBudget.recordCall();

    const work = attempts(method, target, headers, body, deadline, ctx?.signal, state);
    // The turn is given back only once undici has let go of the connection, so the gate keeps
    // counting a call that is still stuck connecting after its caller got the answer. The deadline
    // stays armed until then too: undici must still be able to abort a call stuck that way.
    const done = () => {
      deadline.end();
      turn();
    };
    work.then(done, done);

    let result: TransportAnswer;
    try {
      result = await deadline.race(work);
    } catch (error) {
      if (error instanceof BodyTooLarge) return fail('too_large', `over ${options.maxBodyBytes} bytes`);
      const failure = abortFailure(ctx?.signal, error);
      return fail(failure.kind, failure.reason);
    }

    const { status, text } = result;
    const setCookies = browserCookies(result.headers['set-cookie'], cookiePolicy);
    const parsed = parseJson(text);
    const base = { method, path, status, setCookies };
    if (status >= 300 && status < 400) {
      record(ctx, method, path, started, state.retried, status, 'redirect');
      throw new UpstreamError({ ...base, kind: 'redirect' });
    }
    if (call.extension !== undefined && MISSING_ROUTE_STATUSES.has(status)) {
      record(ctx, method, path, started, state.retried, status, 'feature_missing');
      throw new UpstreamError({ ...base, kind: 'feature_missing', feature: call.extension });
    }
    if (status < 200 || status >= 400) {
      record(ctx, method, path, started, state.retried, status);
      const errorBody = parsed.ok ? camelizeKeys(parsed.value) : null;
      throw new UpstreamError({
        ...base,
        kind: 'http',
        msg: messageFromBody(errorBody),
        fieldErrors: fieldErrorsFromBody(parsed.ok ? parsed.value : null),
      });
    }
    if (!parsed.ok) {
      record(ctx, method, path, started, state.retried, status, 'bad_body');
      throw new UpstreamError({ ...base, kind: 'bad_body', reason: 'non-JSON body' });
    }
    record(ctx, method, path, started, state.retried, status);
    return { status, body: camelizeKeys(parsed.value), setCookies };
  }

  return {
    request: send,
    sessionEndCookies: () => expiredBrowserCookies(cookiePolicy),
    stream: mediaStream({
      origin: options.origin,
      pool: mediaPool,
      gate: mediaGate,
      headersDeadlineMs: options.connectTimeoutMs + options.headersTimeoutMs,
      baseHeaders,
      finish,
    }),
    stats: () => ({ json: jsonGate.stats, media: mediaGate.stats }),
    close: async () => {
      await Promise.all([jsonPool.close(), mediaPool.close()]);
    },
  };
}

/** Header names are case-insensitive; lower case lets the client's own headers replace any spelling. */
function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers === undefined) return out;
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}
