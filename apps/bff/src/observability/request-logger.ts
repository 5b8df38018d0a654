import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

interface LevelAware extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

const levelAware = (logger: FastifyBaseLogger): logger is LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';

/**
 * Fastify gives every request a pino child bound to its request id. Building one serialises the
 * bindings through pino's redaction on every request, and most requests never log anything but
 * the request line, which the app writes through this logger too (observability/request-log.ts).
 * This logger is that child, made the first time a line at an enabled level is written: the same
 * lines, byte for byte, without the cost when nothing is written.
 */
export class RequestLogger implements FastifyBaseLogger {
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: LevelAware, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  /** Whether a line at `level` would be written, without making the child. */
  isLevelEnabled(level: string): boolean {
    const child = this.#child;
    if (child === undefined) return this.#parent.isLevelEnabled(level);
    return levelAware(child) ? child.isLevelEnabled(level) : true;
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#real().level = level;
  }

  // One method per level on the prototype (no closures per request), each writing through the child.
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  static {
    for (const level of LEVELS) {
      RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
        if (!this.isLevelEnabled(level)) return;
        const child = this.#real();
        Reflect.apply(child[level], child, args);
      } as LogFn;
    }
    RequestLogger.prototype.silent = (() => {}) as LogFn;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a RequestLogger, unless the route sets its own level or
 * serializers (then pino's child at once, as Fastify would) or the logger cannot say its level.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (!levelAware(logger) || Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
}

/** Whether `logger` would write a line at `level` (true when it cannot say). */
export function logsAt(logger: FastifyBaseLogger, level: Level): boolean {
  return levelAware(logger) ? logger.isLevelEnabled(level) : true;
}
