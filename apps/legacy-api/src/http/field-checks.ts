import { FIELD_ERRORS } from './field-errors';

export const isBlankValue = (value: unknown): value is null | undefined | '' =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An integer within [min, max], or the Rails message explaining why not (null when fine). */
export function integerProblem(value: unknown, min: number, max: number): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return FIELD_ERRORS.notANumber;
  if (!Number.isInteger(value)) return FIELD_ERRORS.notAnInteger;
  if (value < min) return FIELD_ERRORS.atLeast(min);
  if (value > max) return FIELD_ERRORS.atMost(max);
  return null;
}
