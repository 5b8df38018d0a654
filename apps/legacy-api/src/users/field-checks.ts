import { FIELD_ERRORS } from '../auth/messages';
import type { FieldErrors } from '../http/errors';

/** Rails numericality and inclusion texts, for the /users field rules. */
export const CHECK_MESSAGES = {
  notANumber: 'is not a number',
  notAnInteger: 'must be an integer',
  atLeast: (min: number) => `must be greater than or equal to ${min}`,
  atMost: (max: number) => `must be less than or equal to ${max}`,
  notIncluded: 'is not included in the list',
  invalid: FIELD_ERRORS.invalid,
  blank: FIELD_ERRORS.blank,
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

export const isBlankValue = (value: unknown): value is null | undefined | '' =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An integer within [min, max], or the Rails message explaining why not (null when fine). */
export function integerProblem(value: unknown, min: number, max: number): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return CHECK_MESSAGES.notANumber;
  if (!Number.isInteger(value)) return CHECK_MESSAGES.notAnInteger;
  if (value < min) return CHECK_MESSAGES.atLeast(min);
  if (value > max) return CHECK_MESSAGES.atMost(max);
  return null;
}
