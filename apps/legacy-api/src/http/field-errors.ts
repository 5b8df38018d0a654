import type { FieldErrors } from './errors';

/** Rails' field error texts (presence, format, length, confirmation, numericality, inclusion). */
export const FIELD_ERRORS = {
  blank: "can't be blank",
  invalid: 'is invalid',
  taken: 'has already been taken',
  tooShort: (min: number) => `is too short (minimum is ${min} characters)`,
  tooLong: (max: number) => `is too long (maximum is ${max} characters)`,
  emailMismatch: "doesn't match Email",
  passwordMismatch: "doesn't match Password",
  mustBeAccepted: 'must be accepted',
  resetExpired: 'has expired, please request a new one',
  notANumber: 'is not a number',
  notAnInteger: 'must be an integer',
  atLeast: (min: number) => `must be greater than or equal to ${min}`,
  atMost: (max: number) => `must be less than or equal to ${max}`,
  notIncluded: 'is not included in the list',
} as const;

/** Collects field errors in the order found, Rails' `errors.add(field, message)`. */
export class ErrorCollector {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    const list = this.errors[field] ?? [];
    list.push(message);
    this.errors[field] = list;
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}
