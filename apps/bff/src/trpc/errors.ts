import { DEFAULT_ERROR_MESSAGE, type ErrorData, UPSTREAM_FEATURE_MISSING } from '@studyflow/contracts/errors';
import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { UpstreamError } from '../upstream/errors';

/**
 * Everything that decides what a browser learns about a failure: the tRPC code, the HTTP status and
 * the contracts `ErrorData`. Upstream 4xx pass their Rails `msg`/`errors` through (the forms show
 * them); upstream 5xx, transport failures and bad bodies become a generic message with no detail.
 */

const HTTP_STATUS: Record<TRPC_ERROR_CODE_KEY, number> = {
  PARSE_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  TIMEOUT: 408,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  PRECONDITION_REQUIRED: 428,
  TOO_MANY_REQUESTS: 429,
  CLIENT_CLOSED_REQUEST: 499,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
};

const CLIENT_CODES = new Map<number, TRPC_ERROR_CODE_KEY>(
  (Object.entries(HTTP_STATUS) as [TRPC_ERROR_CODE_KEY, number][])
    .filter(([key, status]) => status >= 400 && status < 500 && key !== 'PARSE_ERROR')
    .map(([key, status]) => [status, key]),
);

export const httpStatusOf = (code: TRPC_ERROR_CODE_KEY): number => HTTP_STATUS[code];

/** The tRPC code of an HTTP error status we answer ourselves (body limit, rate limit, …). */
export function codeOfStatus(status: number): TRPC_ERROR_CODE_KEY {
  if (status >= 500) return status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
  return CLIENT_CODES.get(status) ?? 'BAD_REQUEST';
}

/**
 * The cause of a TOO_MANY_REQUESTS the BFF decides itself (throttles): the wait travels to the web
 * as `retryAfterSeconds`, so a form can say how long.
 */
export class RetryLaterError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`retry after ${retryAfterSeconds} s`);
    this.name = 'RetryLaterError';
  }
}

/** True when the upstream answered with a client error whose text is meant for the user. */
export const isUserFacing = (error: UpstreamError): boolean =>
  error.kind === 'http' && error.status !== null && error.status >= 400 && error.status < 500;

export function upstreamErrorCode(error: UpstreamError): TRPC_ERROR_CODE_KEY {
  if (error.kind === 'feature_missing') return 'NOT_IMPLEMENTED';
  if (isUserFacing(error) && error.status !== null) return CLIENT_CODES.get(error.status) ?? 'BAD_REQUEST';
  if (error.kind === 'timeout' || error.status === 504) return 'GATEWAY_TIMEOUT';
  if (error.kind === 'overloaded' || error.status === 503) return 'SERVICE_UNAVAILABLE';
  if (error.kind === 'aborted') return 'CLIENT_CLOSED_REQUEST';
  return 'BAD_GATEWAY';
}

const FEATURE_MISSING_MESSAGE = 'This server does not offer this feature.';

export function toTRPCError(error: UpstreamError): TRPCError {
  if (error.kind === 'feature_missing') {
    return new TRPCError({ code: 'NOT_IMPLEMENTED', message: FEATURE_MISSING_MESSAGE, cause: error });
  }
  const message = isUserFacing(error) ? (error.msg ?? DEFAULT_ERROR_MESSAGE) : DEFAULT_ERROR_MESSAGE;
  return new TRPCError({ code: upstreamErrorCode(error), message, cause: error });
}

interface Issue {
  path: (string | number)[];
  message: string;
}

/** Zod (or any Standard Schema) input failure: the issues with their paths, nothing else. */
function inputIssues(cause: unknown): Issue[] | null {
  if (!(cause instanceof Error) || !('issues' in cause) || !Array.isArray(cause.issues)) return null;
  return cause.issues.map((issue: { path?: readonly PropertyKey[]; message?: unknown }) => ({
    path: (issue.path ?? []).map((key) => (typeof key === 'number' ? key : String(key))),
    message: typeof issue.message === 'string' ? issue.message : 'Invalid value',
  }));
}

export interface FormattedError {
  code: TRPC_ERROR_CODE_KEY;
  message: string;
  data: ErrorData;
}

export function formatError(error: TRPCError): FormattedError {
  const cause = error.cause;
  if (cause instanceof UpstreamError && cause.kind === 'feature_missing' && cause.feature !== null) {
    // Not an outage: the feature's own fallback takes over (extensions.ts), so nothing alarming.
    return {
      code: 'NOT_IMPLEMENTED',
      message: FEATURE_MISSING_MESSAGE,
      data: {
        code: UPSTREAM_FEATURE_MISSING,
        httpStatus: httpStatusOf('NOT_IMPLEMENTED'),
        upstreamStatus: cause.status,
        msg: null,
        fieldErrors: null,
        issues: null,
        missingFeature: cause.feature,
      },
    };
  }
  if (cause instanceof UpstreamError) {
    const code = upstreamErrorCode(cause);
    const userFacing = isUserFacing(cause);
    return {
      code,
      message: userFacing ? (cause.msg ?? DEFAULT_ERROR_MESSAGE) : DEFAULT_ERROR_MESSAGE,
      data: {
        code,
        httpStatus: httpStatusOf(code),
        upstreamStatus: cause.status,
        msg: userFacing ? cause.msg : null,
        fieldErrors: userFacing ? cause.fieldErrors : null,
        issues: null,
      },
    };
  }
  const base = { code: error.code, httpStatus: httpStatusOf(error.code), upstreamStatus: null, msg: null };
  const issues = error.code === 'BAD_REQUEST' ? inputIssues(cause) : null;
  if (issues !== null) {
    return { code: error.code, message: 'Invalid input', data: { ...base, fieldErrors: null, issues } };
  }
  // Our own client errors (unknown procedure, wrong method) keep tRPC's wording; anything else is a
  // bug or an outage and says nothing about internals.
  const message = base.httpStatus < 500 ? error.message : DEFAULT_ERROR_MESSAGE;
  const wait = cause instanceof RetryLaterError ? { retryAfterSeconds: cause.retryAfterSeconds } : {};
  return { code: error.code, message, data: { ...base, fieldErrors: null, issues: null, ...wait } };
}

/**
 * A tRPC-shaped error body for rejections made before tRPC runs (CSRF, rate limit, body too large),
 * so the web's single error handler reads them like any other. A batch gets one entry per call.
 */
export function trpcErrorBody(
  url: string,
  code: TRPC_ERROR_CODE_KEY,
  message: string,
  extra: Pick<ErrorData, 'retryAfterSeconds'> = {},
): unknown {
  const error = {
    message,
    code: TRPC_ERROR_CODES_BY_KEY[code],
    data: {
      code,
      httpStatus: httpStatusOf(code),
      upstreamStatus: null,
      msg: null,
      fieldErrors: null,
      issues: null,
      ...extra,
    } satisfies ErrorData,
  };
  const [path = '', query = ''] = url.split('?');
  if (!new URLSearchParams(query).has('batch')) return { error };
  const calls = Math.max(1, path.slice(path.lastIndexOf('/') + 1).split(',').length);
  return Array.from({ length: calls }, () => ({ error }));
}
