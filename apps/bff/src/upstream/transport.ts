import type { Dispatcher } from 'undici';
import type { RequestTarget } from './request-target';
import type { UpstreamMethod } from './types';

/** An answer as it came off the wire: its body collected as text, not yet parsed. */
export interface TransportAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** What a call is aborted with once its answer passes the body cap, by header or by count. */
export class BodyTooLarge extends Error {}

export type SendJson = (
  method: UpstreamMethod,
  target: RequestTarget,
  headers: Record<string, string>,
  body: string | undefined,
  signal: AbortSignal,
) => Promise<TransportAnswer>;

/**
 * One request on `pool` per call, its body collected as text up to `maxBodyBytes`. undici's
 * dispatcher is driven directly: `request()` would wrap every answer in a Readable stream only to
 * be read to its end at once (bench/README.md). Aborts, caps and failures are undici's own errors
 * (BodyTooLarge for the cap).
 */
export function jsonTransport(pool: Dispatcher, maxBodyBytes: number): SendJson {
  return (method, target, headers, body, signal) => {
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<TransportAnswer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let status = 0;
      let responseHeaders: TransportAnswer['headers'] = {};
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
          if (Number.isFinite(declared) && declared > maxBodyBytes) started.abort(new BodyTooLarge());
        },
        onResponseData(started, chunk) {
          size += chunk.length;
          if (size > maxBodyBytes) started.abort(new BodyTooLarge());
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
        pool.dispatch({ ...target, method, headers, body }, handler);
      } catch (error) {
        settle();
        reject(error);
      }
    });
  };
}

export type JsonResult = { ok: true; value: unknown } | { ok: false };

/** Whitespace as trim() sees it; tested in place, where trim() would copy the whole body first. */
const BLANK = /^\s*$/;

/** An empty body (204, or a bare 200) is `null`; anything else must be JSON. */
export function parseJson(text: string): JsonResult {
  if (BLANK.test(text)) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
