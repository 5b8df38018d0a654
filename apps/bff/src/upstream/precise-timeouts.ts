import { buildConnector, type Dispatcher, errors, Pool } from 'undici';

// undici runs its connect, headers and body timers on a clock that ticks about every half second
// (its "fast timers"): each fires up to half a second early or late, so a 200 ms setting means
// anything up to 700 ms. Our pools keep these deadlines on native timers instead.

/** undici's own timers stay armed as a backstop, late enough never to fire before ours. */
const BACKSTOP_MS = 1_000;

export interface PoolTimeouts {
  /** Upper bound on keep-alive connections. */
  connections: number;
  connectMs: number;
  /** From the request being sent to the answer's headers. */
  headersMs: number;
  /** The longest pause between two body chunks. */
  bodyMs: number;
}

/** An undici pool on `origin` whose connect, headers and body deadlines are exact. */
export function precisePool(origin: string, timeouts: PoolTimeouts): Dispatcher {
  return new Pool(origin, {
    connections: timeouts.connections,
    connect: preciseConnect(timeouts.connectMs),
    headersTimeout: timeouts.headersMs + BACKSTOP_MS,
    bodyTimeout: timeouts.bodyMs + BACKSTOP_MS,
    keepAliveTimeout: 10_000,
  }).compose(preciseResponseTimeouts(timeouts.headersMs, timeouts.bodyMs));
}

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
  return (dispatch) => (dispatchOptions, handler) =>
    dispatch(dispatchOptions, new TimedHandler(handler, headersMs, bodyMs));
}

const headersTimeout = () => new errors.HeadersTimeoutError();
const bodyTimeout = () => new errors.BodyTimeoutError();

/**
 * Passes every event on to `inner` and keeps one timer for the phase the exchange is in. A class,
 * not an object of closures: one allocation per call where the closures cost seven, and the timer
 * between body chunks is refreshed in place rather than cleared and made anew for every chunk.
 */
class TimedHandler implements Dispatcher.DispatchHandler {
  #timer: NodeJS.Timeout | undefined;
  #controller: Dispatcher.DispatchController | undefined;
  #error: () => Error = headersTimeout;
  #ms = 0;
  readonly #inner: Dispatcher.DispatchHandler;
  readonly #headersMs: number;
  readonly #bodyMs: number;

  constructor(inner: Dispatcher.DispatchHandler, headersMs: number, bodyMs: number) {
    this.#inner = inner;
    this.#headersMs = headersMs;
    this.#bodyMs = bodyMs;
  }

  /** The timer's callback, given the handler as its argument: no closure per call. */
  static fire(handler: TimedHandler): void {
    handler.#controller?.abort(handler.#error());
  }

  #arm(controller: Dispatcher.DispatchController, ms: number, error: () => Error): void {
    this.#controller = controller;
    this.#error = error;
    const timer = this.#timer;
    // Same deadline as the one running: restart it (a body chunk), without a new timer.
    if (timer !== undefined && this.#ms === ms) {
      timer.refresh();
      return;
    }
    clearTimeout(timer);
    this.#ms = ms;
    this.#timer = setTimeout(TimedHandler.fire, ms, this);
  }

  #disarm(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  onRequestStart(controller: Dispatcher.DispatchController, context: unknown): void {
    this.#arm(controller, this.#headersMs, headersTimeout);
    this.#inner.onRequestStart?.(controller, context);
  }

  onRequestUpgrade(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Parameters<NonNullable<Dispatcher.DispatchHandler['onRequestUpgrade']>>[2],
    socket: Parameters<NonNullable<Dispatcher.DispatchHandler['onRequestUpgrade']>>[3],
  ): void {
    this.#disarm();
    this.#inner.onRequestUpgrade?.(controller, statusCode, headers, socket);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Parameters<NonNullable<Dispatcher.DispatchHandler['onResponseStart']>>[2],
    statusMessage?: string,
  ): void {
    this.#arm(controller, this.#bodyMs, bodyTimeout);
    this.#inner.onResponseStart?.(controller, statusCode, headers, statusMessage);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#arm(controller, this.#bodyMs, bodyTimeout);
    this.#inner.onResponseData?.(controller, chunk);
  }

  onResponseEnd(
    controller: Dispatcher.DispatchController,
    trailers: Parameters<NonNullable<Dispatcher.DispatchHandler['onResponseEnd']>>[1],
  ): void {
    this.#disarm();
    this.#inner.onResponseEnd?.(controller, trailers);
  }

  onResponseError(controller: Dispatcher.DispatchController, error: Error): void {
    this.#disarm();
    this.#inner.onResponseError?.(controller, error);
  }
}
