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
