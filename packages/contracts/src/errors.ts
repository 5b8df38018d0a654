import { z } from 'zod';

/** The seeds' default form message when the server gives none. */
export const DEFAULT_ERROR_MESSAGE = 'Internal error. Please try again later or contact administrator';
export const TOAST_ERROR_TITLE = 'Something went wrong...';

export const ERROR_PAGES = {
  error: "Oh no! Something unexpected happened. We're sorry for interrupting your flow.",
  notFound: 'Page not found',
} as const;

export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ValidationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

/**
 * `error.data` of every tRPC error the BFF sends. `upstreamStatus` is the legacy API's HTTP status
 * (null when the upstream gave no response); `msg` and `fieldErrors` are its Rails-style body, and
 * `issues` lists input validation failures caught by the BFF before any upstream call.
 */
export const ErrorDataSchema = z.object({
  code: z.string(),
  httpStatus: z.number().int(),
  upstreamStatus: z.number().int().nullable(),
  msg: z.string().nullable(),
  fieldErrors: FieldErrorsSchema.nullable(),
  issues: z.array(ValidationIssueSchema).nullable(),
});
export type ErrorData = z.infer<typeof ErrorDataSchema>;

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
