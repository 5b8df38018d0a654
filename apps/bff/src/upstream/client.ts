import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { Pool, request } from 'undici';
import { camelizeKeys, snakeizeKeys } from './case';
import { sessionCookieHeader, setCookieList } from './cookies';
import { fieldErrorsFromBody, messageFromBody, transportFailure, UpstreamError } from './errors';
import { withQuery } from './query';
import type {
  UpstreamCallContext,
  UpstreamCallOptions,
  UpstreamCallRecord,
  UpstreamClient,
  UpstreamMethod,
  UpstreamResponse,
} from './types';

export interface UpstreamOptions {
  /** `http://host:port` of the upstream; REST paths get `basePath` in front, media paths do not. */
  origin: string;
  basePath: string;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** Upper bound on keep-alive connections to the upstream. */
  connections: number;
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
   * session cookie and the given conditional/range headers are forwarded. Throws UpstreamError on
   * transport failure; any status (including 404 and 304) is returned for the caller to relay.
   */
  stream(
    method: 'GET' | 'HEAD',
    pathWithQuery: string,
    headers: Record<string, string>,
    ctx?: UpstreamCallContext,
  ): Promise<RawUpstreamResponse>;
  close(): Promise<void>;
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const pool = new Pool(options.origin, {
    connections: options.connections,
    connectTimeout: options.connectTimeoutMs,
    headersTimeout: options.headersTimeoutMs,
    bodyTimeout: options.bodyTimeoutMs,
    keepAliveTimeout: 10_000,
  });

  const finish = (ctx: UpstreamCallContext | undefined, call: UpstreamCallRecord) => {
    options.observe?.(call);
    ctx?.record?.(call);
  };

  const baseHeaders = (ctx: UpstreamCallContext | undefined): Record<string, string> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = sessionCookieHeader(ctx?.cookie);
    if (cookie !== undefined) headers.cookie = cookie;
    if (ctx?.requestId !== undefined) headers['x-request-id'] = ctx.requestId;
    return headers;
  };

  async function send(
    method: UpstreamMethod,
    path: string,
    payload: unknown,
    ctx: UpstreamCallContext | undefined,
    callOptions: UpstreamCallOptions | undefined,
  ): Promise<UpstreamResponse> {
    const inQuery = method === 'GET' || method === 'DELETE';
    const headers = { ...lowerCaseKeys(callOptions?.headers), ...baseHeaders(ctx) };
    const snake = payload === undefined ? undefined : snakeizeKeys(payload);
    const body = inQuery || snake === undefined ? undefined : JSON.stringify(snake);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = `${options.basePath}${inQuery ? withQuery(path, snake) : path}`;
    const started = performance.now();
    const record = (status: number | null, error?: string) =>
      finish(ctx, {
        method,
        path,
        status,
        ms: Math.round(performance.now() - started),
        ...(error && { error }),
      });

    let status: number;
    let responseHeaders: Record<string, string | string[] | undefined>;
    let text: string;
    try {
      const response = await request(new URL(url, options.origin), {
        dispatcher: pool,
        method,
        headers,
        body,
      });
      status = response.statusCode;
      responseHeaders = response.headers;
      text = await response.body.text();
    } catch (error) {
      const failure = transportFailure(error);
      record(null, failure.kind);
      throw new UpstreamError({ kind: failure.kind, method, path, status: null, reason: failure.reason });
    }

    const setCookies = setCookieList(responseHeaders['set-cookie']);
    const parsed = parseJson(text);
    const base = { method, path, status, setCookies };
    if (status >= 300 && status < 400) {
      record(status, 'redirect');
      throw new UpstreamError({ ...base, kind: 'redirect' });
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
    const all = { ...headers, ...baseHeaders(ctx), accept: headers.accept ?? '*/*' };
    try {
      const response = await request(new URL(pathWithQuery, options.origin), {
        dispatcher: pool,
        method,
        headers: all,
      });
      finish(ctx, { method, path, status: response.statusCode, ms: Math.round(performance.now() - started) });
      return { status: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      const failure = transportFailure(error);
      finish(ctx, {
        method,
        path,
        status: null,
        ms: Math.round(performance.now() - started),
        error: failure.kind,
      });
      throw new UpstreamError({ kind: failure.kind, method, path, status: null, reason: failure.reason });
    }
  }

  return {
    get: (path, query, ctx, call) => send('GET', path, query, ctx, call),
    post: (path, body, ctx, call) => send('POST', path, body, ctx, call),
    put: (path, body, ctx, call) => send('PUT', path, body, ctx, call),
    patch: (path, body, ctx, call) => send('PATCH', path, body, ctx, call),
    delete: (path, query, ctx, call) => send('DELETE', path, query, ctx, call),
    stream,
    close: () => pool.close(),
  };
}

/** Header names are case-insensitive; lower case lets the client's own headers replace any spelling. */
function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}

type JsonResult = { ok: true; value: unknown } | { ok: false };

/** An empty body (204, or a bare 200) is `null`; anything else must be JSON. */
function parseJson(text: string): JsonResult {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
