import { z } from 'zod';

export {
  DEFAULT_ERROR_MESSAGE,
  ERROR_PAGES,
  type ErrorDestination,
  errorDestination,
  TOAST_ERROR_TITLE,
} from './error-catalogue';

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
