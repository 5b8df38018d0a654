import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { LoggerOptions } from 'pino';
import { serializeError } from './db/errors';
import type { Env } from './env';
import { UPLOADS_URL_PREFIX } from './media/media-paths';

/** Query parameters that carry secrets; their values never reach a log line. */
const SECRET_QUERY = /([?&](?:confirmation_token|reset_password_token|token)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[REDACTED]');

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * pino-pretty's settings for a person at a terminal: one line an entry, a request read as
 * `request GET /api/flows → 200 (3.1 ms)`. Plain data, as a transport (a worker thread) needs.
 */
export const PRETTY_OPTIONS = {
  translateTime: 'SYS:HH:MM:ss.l',
  singleLine: true,
  ignore: 'pid,hostname,service,reqId,method,url,status,ms',
  messageFormat: '{msg}{if method} {method} {url}{end}{if status} → {status}{end}{if ms} ({ms} ms){end}',
};

/** pino-pretty only for a person at a terminal outside production; JSON lines everywhere else. */
export const logFormat = (stdoutIsTTY: boolean | undefined, nodeEnv: string): 'pretty' | 'json' =>
  stdoutIsTTY === true && nodeEnv !== 'production' ? 'pretty' : 'json';

/**
 * pino logs; request lines keep the method and a redacted url, never cookies or bodies; errors keep
 * their SQL but never the values bound to it. JSON, unless `stdoutIsTTY` says a person reads them
 * (logFormat); pass false when the lines go to a stream of the caller's.
 */
export function loggerOptions(env: Env, stdoutIsTTY = process.stdout.isTTY): LoggerOptions {
  const options: LoggerOptions = {
    level: env.LOG_LEVEL,
    base: { service: 'legacy-api' },
    redact: {
      paths: ['req.headers.cookie', 'res.headers["set-cookie"]', 'password', '*.password'],
      censor: '[REDACTED]',
    },
    serializers: {
      err: serializeError,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
  if (logFormat(stdoutIsTTY, env.NODE_ENV) === 'json') return options;
  // Names the server in a terminal it shares with the BFF (`npm start`): `INFO (legacy-api): …`.
  return { ...options, name: 'legacy-api', transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } };
}

/** Media are fetched by the dozen (images, and a video in many ranges): their lines are debug. */
const ROUTINE_ROUTE = `${UPLOADS_URL_PREFIX}/*`;

/**
 * One line per request (`request`, with method, redacted url, status and ms) in place of Fastify's
 * two (`incoming request`, `request completed`); a media file served is written at debug.
 */
export class RequestLines extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode < 400 && request.routeOptions.url === ROUTINE_ROUTE)
      reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}
