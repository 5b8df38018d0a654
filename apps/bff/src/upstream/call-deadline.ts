import { transportFailure } from './errors';

/** What `AbortSignal.timeout` aborts with; `abortFailure` reads its name as our deadline. */
const deadlineReason = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

/**
 * One JSON call's abort signal: it fires at the total deadline or when the browser goes away,
 * whichever comes first. One AbortController and one timer, where `AbortSignal.timeout` plus
 * `AbortSignal.any` cost two more signals (weakly tracked) and a timer per call (bench/README.md).
 */
export class CallDeadline {
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
