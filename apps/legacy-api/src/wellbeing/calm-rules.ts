import type { FieldErrors } from '../http/errors';
import { ErrorCollector, FIELD_ERRORS } from '../http/field-errors';

/** WEL-4's basic address pattern: something, an @, something, a dot, something. */
export const CALM_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX = 200;

export interface CalmFields {
  email: string;
  firstName: string;
  surname: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form's rules again (WEL-4), as Rails field errors; both key spellings are accepted. */
export function checkCalmRequest(
  body: Record<string, unknown>,
): { ok: true; fields: CalmFields } | { ok: false; errors: FieldErrors } {
  const errors = new ErrorCollector();
  const fields = {
    email: text(body.email).toLowerCase(),
    firstName: text(body.first_name ?? body.firstName),
    surname: text(body.surname),
  };
  if (fields.email === '') errors.add('email', FIELD_ERRORS.blank);
  else if (!CALM_EMAIL_PATTERN.test(fields.email) || fields.email.length > MAX)
    errors.add('email', FIELD_ERRORS.invalid);
  for (const [key, value] of [
    ['first_name', fields.firstName],
    ['surname', fields.surname],
  ] as const) {
    if (value === '') errors.add(key, FIELD_ERRORS.blank);
    else if ([...value].length > MAX) errors.add(key, FIELD_ERRORS.tooLong(MAX));
  }
  return errors.empty ? { ok: true, fields } : { ok: false, errors: errors.errors };
}
