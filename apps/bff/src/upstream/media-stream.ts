import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { type Dispatcher, request } from 'undici';
import { abortFailure } from './call-deadline';
import { UpstreamError } from './errors';
import type { Gate } from './gate';
import type { UpstreamCallContext, UpstreamCallRecord } from './types';

export interface RawUpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

export type StreamMedia = (
  method: 'GET' | 'HEAD',
  pathWithQuery: string,
  headers: Record<string, string>,
  ctx?: UpstreamCallContext,
) => Promise<RawUpstreamResponse>;

export interface MediaStreamSettings {
  /** `http://host:port` of the upstream: media paths are on its root, not under the REST base. */
  origin: string;
  /** The media pool, apart from the JSON one, so slow video readers never starve JSON calls. */
  pool: Dispatcher;
  gate: Gate;
  /** How long a stream may wait for a turn, a connection and its headers (connect + headers). */
  headersDeadlineMs: number;
  /** The client's own headers for this browser: accept, relayed cookies, request id, traceparent. */
  baseHeaders: (ctx: UpstreamCallContext | undefined) => Record<string, string>;
  /** Every finished call (the metrics, and the request's log line). */
  finish: (ctx: UpstreamCallContext | undefined, call: UpstreamCallRecord) => void;
}

/** `Upstream.stream` (client.ts): media on the upstream origin's root, passed back unbuffered. */
export function mediaStream(settings: MediaStreamSettings): StreamMedia {
  const { origin, pool, gate, baseHeaders, finish } = settings;
  return async (method, pathWithQuery, headers, ctx) => {
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
    const headersDeadline = AbortSignal.timeout(settings.headersDeadlineMs);
    const waitSignal = ctx?.signal ? AbortSignal.any([ctx.signal, headersDeadline]) : headersDeadline;
    let release: (() => void) | false;
    try {
      release = await gate.enter(waitSignal);
    } catch (error) {
      const failure = abortFailure(ctx?.signal, error);
      return fail(failure.kind, failure.reason);
    }
    if (release === false) return fail('overloaded', 'queue_full');
    const done = release;
    try {
      const all = { ...headers, ...baseHeaders(ctx), accept: headers.accept ?? '*/*' };
      const response = await request(new URL(pathWithQuery, origin), {
        dispatcher: pool,
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
      const failure = abortFailure(ctx?.signal, error);
      return fail(failure.kind, failure.reason);
    }
  };
}
