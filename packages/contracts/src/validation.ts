import { z } from 'zod';

import { PASSWORD_MIN_LENGTH, VALIDATION } from './validation-messages';

export {
  EMAIL_PATTERN,
  LICENCE_KEY_LENGTH,
  PASSWORD_MIN_LENGTH,
  VALIDATION,
} from './validation-messages';

/** RFC 5321: a forward path holds at most 254 characters of address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Accepts exactly the addresses EMAIL_PATTERN accepts, in one pass. EMAIL_PATTERN lets the domain
 * split at any of its dots, so a backtracking engine retries every dot once per dot on a failing
 * input: `a@` + `a.` × 20,000 + `@` holds a Node worker for about a second. Here the split is
 * always the first dot after the domain's first character, which is enough: that dot exists
 * whenever any split does, and no other choice is ever left to retry.
 */
export const EMAIL_LINEAR_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

// zod runs every check even after `max` fails, so the pattern must stay cheap on any length.
export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .regex(EMAIL_LINEAR_PATTERN, VALIDATION.validEmail);
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin)
  .max(128, 'Password must be at most 128 characters.');
export const RequiredTextSchema = z.string().trim().min(1, VALIDATION.fieldRequired).max(200);
