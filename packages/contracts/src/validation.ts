import { z } from 'zod';

import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, VALIDATION } from './validation-messages';

export {
  EMAIL_PATTERN,
  LICENCE_KEY_LENGTH,
  PASSWORD_MIN_LENGTH,
  VALIDATION,
} from './validation-messages';

export const EmailSchema = z.string().trim().max(254).regex(EMAIL_PATTERN, VALIDATION.validEmail);
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin)
  .max(128, 'Password must be at most 128 characters.');
export const RequiredTextSchema = z.string().trim().min(1, VALIDATION.fieldRequired).max(200);
