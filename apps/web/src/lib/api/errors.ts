import {
  DEFAULT_ERROR_MESSAGE,
  type ErrorDestination,
  errorDestination,
  tooManyAttemptsMessage,
  UPSTREAM_FEATURE_MISSING,
  type UpstreamExtension,
} from '@studyflow/contracts/error-catalogue';
import type { ErrorData } from '@studyflow/contracts/errors';
import { routes } from '../../config/paths';

/**
 * THE error handler of the web (the ERR requirements). Every failed call ends here: queries and mutations
 * through the cache callbacks below, forms through `formErrorOf`.
 *
 * | situation                    | where it goes                                        |
 * |------------------------------|------------------------------------------------------|
 * | no response (network down)   | /error                                               |
 * | 400, 401, 422                | the form: server msg or the default, field errors    |
 * | 429 (throttled)              | a form: "Too many attempts…" with the wait; else like other 4xx |
 * | 404                          | /not-found                                           |
 * | other 4xx                    | /something-went-wrong                                |
 * | 5xx                          | /error (and logged)                                  |
 */

/** How a query or mutation wants its errors handled (TanStack `meta.errors`). */
export type ErrorHandling =
  /** Default: pages for page-level failures; a 'form' failure with no form is logged. */
  | 'global'
  /** A form shows 400/401/422 itself; everything else still goes to its page. */
  | 'form'
  /** The caller deals with every failure (start-up session check, sign-out). */
  | 'silent'
  /**
   * Asked for at start-up for the page about to open (lib/api/first-view.ts): a failure is the
   * page's ('global') once the page is watching the query, and nobody's before; a page that mounts
   * later asks again itself, with its own handling, and a guest the guards send away never does.
   */
  | 'first-view';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `offline: 'page'`: the query is the page's own data (a step, a module, the flows), so offline
     * with nothing kept the offline page takes the page's place (app/boot.tsx). A query of the shell
     * or a dialog (the notes, search) leaves the page as it is.
     */
    queryMeta: { errors?: ErrorHandling; offline?: 'page' };
    mutationMeta: { errors?: ErrorHandling };
  }
}

export interface AppError {
  /** The HTTP status that decides the route; null when no response came back. */
  status: number | null;
  msg: string | null;
  fieldErrors: Record<string, string[]> | null;
  issues: ErrorData['issues'];
  /** How long a throttled call must wait (429 from the BFF's throttles); null otherwise. */
  retryAfterSeconds: number | null;
  /** The extension the upstream lacks (UPSTREAM_FEATURE_MISSING); null otherwise. */
  missingFeature: UpstreamExtension | null;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Checks the parts of contracts ErrorData this handler reads. Hand-written rather than
 * ErrorDataSchema.safeParse so that zod stays out of the first bundle (about 25 KB gzip).
 */
function isErrorData(value: unknown): value is ErrorData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  const nullableNumber = (key: string) => data[key] === null || typeof data[key] === 'number';
  const fieldErrors = data.fieldErrors;
  return (
    typeof data.httpStatus === 'number' &&
    nullableNumber('upstreamStatus') &&
    (data.msg === null || typeof data.msg === 'string') &&
    (fieldErrors === null ||
      (typeof fieldErrors === 'object' &&
        fieldErrors !== undefined &&
        Object.values(fieldErrors).every(isStringList))) &&
    (data.issues === null || Array.isArray(data.issues))
  );
}

const isTrpcClientError = (error: unknown): error is Error & { data?: unknown } =>
  error instanceof Error && error.name === 'TRPCClientError';

export function toAppError(error: unknown): AppError {
  // Recognised by its name, not `instanceof`: the tRPC client's code loads with the data layer, not
  // with the first script, where this runs too (isErrorData checks the shape either way).
  const data = isTrpcClientError(error) ? error.data : null;
  if (!isErrorData(data)) {
    return {
      status: null,
      msg: null,
      fieldErrors: null,
      issues: null,
      retryAfterSeconds: null,
      missingFeature: null,
    };
  }
  const { upstreamStatus, httpStatus, msg, fieldErrors, issues } = data;
  // The upstream's own 4xx/5xx is the truth; when it answered 2xx with a body the BFF could not
  // read, or never answered, the BFF's status (502/503/504) tells the story. An extension the
  // upstream lacks answered 404 there, but no page is missing: the BFF's 501 tells that story.
  const featureMissing = data.code === UPSTREAM_FEATURE_MISSING;
  const status =
    !featureMissing && upstreamStatus !== null && upstreamStatus >= 400 ? upstreamStatus : httpStatus;
  // Optional in the contract: absent on every error but a throttle's 429.
  const wait = data.retryAfterSeconds;
  const retryAfterSeconds = typeof wait === 'number' && wait > 0 ? wait : null;
  const missingFeature = featureMissing ? (data.missingFeature ?? null) : null;
  return { status, msg, fieldErrors, issues, retryAfterSeconds, missingFeature };
}

/**
 * True when `error` says the upstream has no route for this extension (docs/upstream-api.md,
 * "Extensions"): the feature falls back instead of failing.
 */
export const isFeatureMissing = (error: unknown, feature: UpstreamExtension): boolean =>
  toAppError(error).missingFeature === feature;

export const destinationOf = (error: unknown, where: 'form' | 'page' = 'page'): ErrorDestination =>
  errorDestination(toAppError(error).status, where);

const PAGE_OF: Record<Exclude<ErrorDestination, 'form'>, string> = {
  error: routes.error.href(),
  'not-found': routes.notFound.href(),
  'something-went-wrong': routes.somethingWentWrong.href(),
};

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** A call that found no connection while the browser is offline: its answer was never kept. */
export const noAnswerOffline = (error: unknown): boolean => toAppError(error).status === null && isOffline();

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Applies the catalogue to one failure; returns what happened for callers and tests. */
export function handleError(
  error: unknown,
  handling: ErrorHandling,
  navigate: Navigate,
): 'ignored' | 'form' | 'logged' | ErrorDestination {
  if (handling === 'silent') return 'ignored';
  const appError = toAppError(error);
  // An extension the upstream lacks is not a failure: its feature falls back where it asked.
  if (appError.missingFeature !== null) return 'ignored';
  // Offline, an error page would take the learner away from what they can still read: the banner
  // says what works, and a page whose own data was never kept shows the offline page in its place
  // (`meta.offline`, createQueryClient below).
  if (appError.status === null && isOffline()) return 'ignored';
  const destination = errorDestination(appError.status, handling === 'form' ? 'form' : 'page');
  if (appError.status === null || appError.status >= 500) console.error('Request failed', error);
  if (destination === 'form') {
    if (handling === 'form') return 'form';
    console.error('Request failed with no form to show it', error);
    return 'logged';
  }
  navigate(PAGE_OF[destination]);
  return destination;
}

export interface FormError {
  /** The general message under the form; null when the field errors say it all. */
  message: string | null;
  /** Field name → the server's messages joined by a comma (ACC-7). */
  fieldErrors: Record<string, string>;
}

/**
 * The form's view of a 400/401/422: server field errors land under the fields the form has;
 * the server msg (or, when nothing else explains the failure, the default text) goes under the form.
 */
export function formErrorOf(error: unknown, fields: readonly string[]): FormError {
  const { status, msg, fieldErrors, issues, retryAfterSeconds } = toAppError(error);
  // Nothing about the fields was wrong: they stay as typed, and the wait is the whole message.
  if (status === 429) return { message: tooManyAttemptsMessage(retryAfterSeconds), fieldErrors: {} };
  const known = new Set(fields);
  const collected: Record<string, string[]> = {};
  const add = (field: string, messages: string[]) => {
    if (known.has(field) && messages.length > 0)
      collected[field] = [...(collected[field] ?? []), ...messages];
  };
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) add(field, messages);
  for (const issue of issues ?? []) add(String(issue.path[0] ?? ''), [issue.message]);
  const joined = Object.fromEntries(
    Object.entries(collected).map(([field, list]) => [field, list.join(', ')]),
  );
  const message = msg ?? (Object.keys(joined).length > 0 ? null : DEFAULT_ERROR_MESSAGE);
  return { message, fieldErrors: joined };
}

/**
 * The wait of a throttled call (429) as a form says it, or null for any other failure: for the forms
 * whose failures the requirements keep quiet (ERR-18 to ERR-20), a budget the learner has used up is
 * the one failure worth telling, since trying again at once cannot help.
 */
export function throttledMessageOf(error: unknown): string | null {
  const { status, retryAfterSeconds } = toAppError(error);
  return status === 429 ? tooManyAttemptsMessage(retryAfterSeconds) : null;
}

/** Retry only what may heal by itself: no response, or a 5xx. Never a 4xx, nor anything offline. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const { status, missingFeature } = toAppError(error);
  if (status === null && isOffline()) return false;
  // A missing extension stays missing: asking again only delays the fallback.
  return failureCount < 2 && missingFeature === null && (status === null || status >= 500);
}

/** For a form's onError: its FormError when the catalogue sends the failure to the form, else null. */
export function formErrorIfAny(error: unknown, fields: readonly string[]): FormError | null {
  return destinationOf(error, 'form') === 'form' ? formErrorOf(error, fields) : null;
}
