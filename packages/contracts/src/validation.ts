import { z } from 'zod';

/** Every validation text of the seeds, reproduced exactly. */
export const VALIDATION = {
  required: 'required',
  fieldRequired: 'Field required',
  requiredField: 'Required field',
  validEmail: 'Please enter a valid email',
  invalidEmail: 'Invalid email address',
  passwordMin: 'Password must be at least 8 characters.',
  passwordsDontMatch: "Your passwords don't match",
  emailsDontMatch: 'Your emails don’t match',
  anErrorOccurred: 'An error occurred',
  cantBeBlank: "can't be blank",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const LICENCE_KEY_LENGTH = 10;

/** A deliberately simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = z.string().trim().max(254).regex(EMAIL_PATTERN, VALIDATION.validEmail);
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin)
  .max(128, 'Password must be at most 128 characters.');
export const RequiredTextSchema = z.string().trim().min(1, VALIDATION.fieldRequired).max(200);
