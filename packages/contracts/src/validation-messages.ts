/**
 * Validation texts and rules' constants, free of zod so the web's forms can use them without the
 * schema library. validation.ts re-exports everything here.
 */

/** Every validation text of the requirements (ERR-24), reproduced exactly. */
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
