import { z } from 'zod';

export {
  DEFAULT_ERROR_MESSAGE,
  ERROR_PAGES,
  type ErrorDestination,
  errorDestination,
  TOAST_ERROR_TITLE,
  tooManyAttemptsMessage,
  UPSTREAM_EXTENSIONS,
  UPSTREAM_FEATURE_MISSING,
  type UpstreamExtension,
} from './error-catalogue';

import { UPSTREAM_EXTENSIONS } from './error-catalogue';

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
 * `retryAfterSeconds` comes only with a 429 from the BFF's own throttles: how long until the same
 * call may succeed (the HTTP `Retry-After` carries it too, but the web cannot read headers per call
 * in a batch). `missingFeature` comes only with code UPSTREAM_FEATURE_MISSING (above).
 */
export const ErrorDataSchema = z.object({
  code: z.string(),
  httpStatus: z.number().int(),
  upstreamStatus: z.number().int().nullable(),
  msg: z.string().nullable(),
  fieldErrors: FieldErrorsSchema.nullable(),
  issues: z.array(ValidationIssueSchema).nullable(),
  retryAfterSeconds: z.number().int().positive().optional(),
  missingFeature: z.enum(UPSTREAM_EXTENSIONS).optional(),
});
export type ErrorData = z.infer<typeof ErrorDataSchema>;
