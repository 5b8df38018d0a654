import type { Dispatcher } from 'undici';
import type { CallCancel, CancelListener } from './call-deadline';
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
  cancel: CallCancel,
) => Promise<TransportAnswer>;

/**
 * One request on `pool` per call, its body collected as text up to `maxBodyBytes`. undici's
 * dispatcher is driven directly: `request()` would wrap every answer in a Readable stream only to
 * be read to its end at once (bench/README.md). Aborts, caps and failures are undici's own errors
 * (BodyTooLarge for the cap).
 */
export function jsonTransport(pool: Dispatcher, maxBodyBytes: number): SendJson {
  return (method, target, headers, body, cancel) => {
    if (cancel.aborted) return Promise.reject(cancel.reason);
    return new Promise<TransportAnswer>((resolve, reject) => {
      const handler = new Collector(maxBodyBytes, cancel, resolve, reject);
      try {
        pool.dispatch({ ...target, method, headers, body }, handler);
      } catch (error) {
        handler.onResponseError(null, error as Error);
      }
    });
  };
}

/**
 * The handler of one exchange: collects the body and settles the call's promise. A class, so a
 * call costs one object rather than a closure per event (bench/README.md).
 */
class Collector implements Dispatcher.DispatchHandler, CancelListener {
  readonly #chunks: Buffer[] = [];
  #size = 0;
  #status = 0;
  #headers: TransportAnswer['headers'] = {};
  #controller: Dispatcher.DispatchController | null = null;
  readonly #maxBodyBytes: number;
  readonly #cancel: CallCancel;
  readonly #resolve: (answer: TransportAnswer) => void;
  readonly #reject: (error: unknown) => void;

  constructor(
    maxBodyBytes: number,
    cancel: CallCancel,
    resolve: (answer: TransportAnswer) => void,
    reject: (error: unknown) => void,
  ) {
    this.#maxBodyBytes = maxBodyBytes;
    this.#cancel = cancel;
    this.#resolve = resolve;
    this.#reject = reject;
    cancel.listen(this);
  }

  /** The deadline fired: undici aborts the exchange once it has started. */
  onCancel(reason: unknown): void {
    this.#controller?.abort(reason as Error);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#cancel.aborted) controller.abort(this.#cancel.reason as Error);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: TransportAnswer['headers'],
  ): void {
    this.#status = statusCode;
    this.#headers = headers;
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > this.#maxBodyBytes) controller.abort(new BodyTooLarge());
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#size += chunk.length;
    if (this.#size > this.#maxBodyBytes) controller.abort(new BodyTooLarge());
    else this.#chunks.push(chunk);
  }

  onResponseEnd(): void {
    this.#cancel.listen(undefined);
    const chunks = this.#chunks;
    const [only] = chunks;
    const text =
      chunks.length === 1 && only !== undefined
        ? only.toString('utf8')
        : Buffer.concat(chunks, this.#size).toString('utf8');
    this.#resolve({ status: this.#status, headers: this.#headers, text });
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    this.#cancel.listen(undefined);
    this.#reject(error);
  }
}

export type JsonResult = { ok: true; value: unknown } | { ok: false };

/** One character of whitespace as trim() sees it. */
const SPACE = /\s/;

/**
 * Whether `text` is only whitespace, tested in place (trim() would copy the whole body first) and
 * from the front: a JSON body stops the loop at its first character. `/^\s*$/` showed in the
 * gateway profile at about an eighth of the JSON.parse after it.
 */
function isBlank(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (!SPACE.test(text.charAt(index))) return false;
  }
  return true;
}

/** An empty body (204, or a bare 200) is `null`; anything else must be JSON. */
export function parseJson(text: string): JsonResult {
  if (isBlank(text)) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
