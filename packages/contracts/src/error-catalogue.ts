/**
 * The error catalogue's texts and routing (the ERR requirements), free of zod so the web can ship it in its
 * first bundle without the schema library. errors.ts re-exports everything here.
 */

/** The default form message when the server gives none (ERR-2). */
export const DEFAULT_ERROR_MESSAGE = 'Internal error. Please try again later or contact administrator';
export const TOAST_ERROR_TITLE = 'Something went wrong...';

export const ERROR_PAGES = {
  error: "Oh no! Something unexpected happened. We're sorry for interrupting your flow.",
  notFound: 'Page not found',
} as const;

/** Where the error catalogue (ERR-1 to ERR-5) sends a failure with this HTTP status. */
export type ErrorDestination = 'form' | 'not-found' | 'something-went-wrong' | 'error';

/**
 * The requirements have no 429. A throttled form submission is the user's own to wait out, so a form shows
 * it next to the kept fields; anywhere else it is just another 4xx.
 */
const THROTTLED = 429;

export function errorDestination(status: number | null, where: 'form' | 'page' = 'page'): ErrorDestination {
  if (status === null) return 'error';
  if (status === 400 || status === 401 || status === 422) return 'form';
  if (status === THROTTLED && where === 'form') return 'form';
  if (status === 404) return 'not-found';
  if (status >= 402 && status < 500) return 'something-went-wrong';
  if (status >= 500) return 'error';
  return 'form';
}

/** The throttles' text, shared by the BFF's error message and the web's forms. */
export function tooManyAttemptsMessage(retryAfterSeconds: number | null | undefined): string {
  if (!retryAfterSeconds || retryAfterSeconds <= 0) {
    return 'Too many attempts. Please wait a few minutes and try again.';
  }
  // Rounded up: "wait 1 minute" after 20 s is a promise kept; "wait 0 minutes" is not.
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/**
 * Upstream calls the specification does not list, which an upstream written from it may lack
 * (docs/upstream-api.md, "Extensions"). When it does, the call fails with `code`
 * UPSTREAM_FEATURE_MISSING and `missingFeature` naming it, and the feature falls back.
 */
export const UPSTREAM_EXTENSIONS = [
  'resetLinkCheck',
  'videoWatched',
  'videoPosition',
  'planner',
  'accountDelete',
] as const;
export type UpstreamExtension = (typeof UPSTREAM_EXTENSIONS)[number];
export const UPSTREAM_FEATURE_MISSING = 'UPSTREAM_FEATURE_MISSING';
