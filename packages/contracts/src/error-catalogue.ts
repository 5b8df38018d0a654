/**
 * The error catalogue's texts and routing (seed 000 §8), free of zod so the web can ship it in its
 * first bundle without the schema library. errors.ts re-exports everything here.
 */

/** The seeds' default form message when the server gives none. */
export const DEFAULT_ERROR_MESSAGE = 'Internal error. Please try again later or contact administrator';
export const TOAST_ERROR_TITLE = 'Something went wrong...';

export const ERROR_PAGES = {
  error: "Oh no! Something unexpected happened. We're sorry for interrupting your flow.",
  notFound: 'Page not found',
} as const;

/** Where the seeds' error catalogue (seed 000 §8) sends a failure with this HTTP status. */
export type ErrorDestination = 'form' | 'not-found' | 'something-went-wrong' | 'error';

export function errorDestination(status: number | null): ErrorDestination {
  if (status === null) return 'error';
  if (status === 400 || status === 401 || status === 422) return 'form';
  if (status === 404) return 'not-found';
  if (status >= 402 && status < 500) return 'something-went-wrong';
  if (status >= 500) return 'error';
  return 'form';
}
