import type { LoggerOptions } from 'pino';
import { serializeError } from './db/errors';
import type { Env } from './env';

/** Query parameters that carry secrets; their values never reach a log line. */
const SECRET_QUERY = /([?&](?:confirmation_token|reset_password_token|token)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[REDACTED]');

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * pino JSON logs; request lines keep the method and a redacted url, never cookies or bodies; errors
 * keep their SQL but never the values bound to it.
 */
export function loggerOptions(env: Env): LoggerOptions {
  return {
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
}
