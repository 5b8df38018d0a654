import { ErrorCollector, FIELD_ERRORS } from '../http/field-errors';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords';

/** something@something.tld without spaces: the same simple pattern the web form applies. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const TEXT_MAX = 255;

/** Emails are compared and stored lowercased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const isBlank = (value: string | null | undefined): value is null | undefined | '' =>
  value === undefined || value === null || value.trim() === '';

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

/** The sign-up and password field rules, collecting Rails-style errors in the order they are found. */
export class FieldRules extends ErrorCollector {
  get failed(): boolean {
    return !this.empty;
  }

  text(field: string, value: string | null | undefined): void {
    if (isBlank(value)) this.add(field, FIELD_ERRORS.blank);
    else if (value.trim().length > TEXT_MAX) this.add(field, FIELD_ERRORS.tooLong(TEXT_MAX));
  }

  email(field: string, value: string | null | undefined): void {
    if (isBlank(value)) this.add(field, FIELD_ERRORS.blank);
    else if (!isEmail(value.trim())) this.add(field, FIELD_ERRORS.invalid);
  }

  newPassword(password: string | null | undefined, confirmation: string | null | undefined): void {
    if (isBlank(password)) this.add('password', FIELD_ERRORS.blank);
    else if (password.length < PASSWORD_MIN) this.add('password', FIELD_ERRORS.tooShort(PASSWORD_MIN));
    else if (password.length > PASSWORD_MAX) this.add('password', FIELD_ERRORS.tooLong(PASSWORD_MAX));
    if ((confirmation ?? '') !== (password ?? '')) {
      this.add('password_confirmation', FIELD_ERRORS.passwordMismatch);
    }
  }
}
