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

/** JSON lines to stdout; pino-pretty only for a person at a terminal outside production. */
export function createLogger(settings: LoggerSettings) {
  if (settings.destination !== undefined) return pino(options(settings.level), settings.destination);
  if (process.stdout.isTTY && settings.nodeEnv !== 'production') {
    return pino({
      ...options(settings.level),
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    });
  }
  return pino(options(settings.level));
}
