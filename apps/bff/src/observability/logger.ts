import type { DestinationStream, LoggerOptions } from 'pino';
import { pino } from 'pino';
import { REDACT_PATHS, redactUrl } from './redact';

export interface LoggerSettings {
  level: string;
  nodeEnv: string;
  /** Tests pass a stream to read the lines back; otherwise stdout. */
  destination?: DestinationStream;
}

interface RequestLike {
  id?: string;
  method?: string;
  url?: string;
}

const options = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
  // Fastify logs `req` on errors; keep it to method and a redacted URL (no headers at all).
  serializers: {
    req: (req: RequestLike) => ({
      method: req.method,
      url: req.url === undefined ? undefined : redactUrl(req.url),
    }),
  },
});

/**
 * pino-pretty's settings for a person at a terminal: one line an entry, the request line read as
 * `request GET /learn → 200 (4.6 ms)` with its procedures and upstream calls after it, the ids left
 * out (the JSON keeps them). A transport runs in pino's worker thread, so these are plain data: a
 * template, not a function.
 */
export const PRETTY_OPTIONS = {
  translateTime: 'SYS:HH:MM:ss.l',
  singleLine: true,
  ignore: 'pid,hostname,reqId,traceId,method,url,status,ms',
  messageFormat: '{msg}{if method} {method} {url}{end}{if status} → {status}{end}{if ms} ({ms} ms){end}',
};

/** pino-pretty only for a person at a terminal outside production; JSON lines everywhere else. */
export const logFormat = (stdoutIsTTY: boolean | undefined, nodeEnv: string): 'pretty' | 'json' =>
  stdoutIsTTY === true && nodeEnv !== 'production' ? 'pretty' : 'json';

/** JSON lines to stdout, or pretty ones (logFormat). */
export function createLogger(settings: LoggerSettings) {
  if (settings.destination !== undefined) return pino(options(settings.level), settings.destination);
  if (logFormat(process.stdout.isTTY, settings.nodeEnv) === 'pretty') {
    return pino({
      ...options(settings.level),
      // Names the server in a terminal it shares with legacy-api (`npm start`): `INFO (bff): …`.
      name: 'bff',
      transport: { target: 'pino-pretty', options: PRETTY_OPTIONS },
    });
  }
  return pino(options(settings.level));
}
