import { transportFailure } from './errors';

/** What `AbortSignal.timeout` aborts with; `abortFailure` reads its name as our deadline. */
const deadlineReason = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

/** Told when a call's deadline fires (the transport's exchange in flight). */
export interface CancelListener {
  onCancel(reason: unknown): void;
}

/** What the transport needs of a call's deadline: whether it fired, and word when it does. */
export interface CallCancel {
  readonly aborted: boolean;
  readonly reason: unknown;
  /** The one listener told when the deadline fires (undefined removes it). */
  listen(listener: CancelListener | undefined): void;
}

/**
 * One JSON call's deadline: it fires at the total deadline or when the browser goes away, whichever
 * comes first. One timer and a listener on the browser's signal, where `AbortSignal.timeout` plus
 * `AbortSignal.any` cost two more signals (weakly tracked) and a timer per call (bench/README.md).
 * Its own AbortSignal is made only when asked for (a call that has to queue for a connection):
 * the transport and `race` are told directly, without an AbortController and EventTarget listeners
 * per call.
 */
export class CallDeadline implements CallCancel {
  #aborted = false;
  #reason: unknown;
  #controller: AbortController | undefined;
  #listener: CancelListener | undefined;
  #reject: ((reason: unknown) => void) | undefined;
  readonly #timer: NodeJS.Timeout;
  readonly #client: AbortSignal | undefined;

  constructor(ms: number, client: AbortSignal | undefined) {
    this.#client = client;
    // Unreferenced, as AbortSignal.timeout's: a pending deadline alone keeps no process alive.
    this.#timer = setTimeout(CallDeadline.expire, ms, this).unref();
    if (client?.aborted) this.#abort(client.reason);
    // The deadline itself is the listener (handleEvent): no closure per call.
    else client?.addEventListener('abort', this, { once: true });
  }

  /** The timer's callback, given the deadline as its argument. */
  static expire(deadline: CallDeadline): void {
    deadline.#abort(deadlineReason());
  }

  /** The browser's signal fired. */
  handleEvent(): void {
    this.#abort(this.#client?.reason);
  }

  get aborted(): boolean {
    return this.#aborted;
  }

  get reason(): unknown {
    return this.#reason;
  }

  /** An AbortSignal that fires with the deadline, for APIs that take one; made on first use. */
  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort(this.#reason);
    }
    return this.#controller.signal;
  }

  listen(listener: CancelListener | undefined): void {
    this.#listener = listener;
  }

  #abort(reason: unknown): void {
    if (this.#aborted) return;
    this.end();
    this.#aborted = true;
    this.#reason = reason;
    this.#controller?.abort(reason);
    this.#listener?.onCancel(reason);
    this.#reject?.(reason);
  }

  /** Nothing left to cancel: the timer and the listener on the browser's signal go. */
  end(): void {
    clearTimeout(this.#timer);
    this.#client?.removeEventListener('abort', this);
  }

  /**
   * `work`, or a rejection with the abort reason the moment the deadline fires. undici holds an
   * abort back until the call has a connection, so a black-holed connect would otherwise outlive
   * both the total deadline and the browser that gave up on it.
   */
  race<T>(work: Promise<T>): Promise<T> {
    if (this.#aborted) return Promise.reject(this.#reason);
    return new Promise<T>((resolve, reject) => {
      this.#reject = reject;
      work.then(resolve, reject);
    });
  }
}

/**
 * Why a call ended early: the browser left (`aborted`, its signal is `client`), our own deadline
 * passed (`timeout`), or the transport failed.
 */
export function abortFailure(
  client: AbortSignal | undefined,
  error: unknown,
): { kind: 'aborted' | 'timeout' | 'network'; reason: string } {
  if (client?.aborted) return { kind: 'aborted', reason: 'client_closed' };
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { kind: 'timeout', reason: 'total_deadline' };
  }
  return transportFailure(error);
}
