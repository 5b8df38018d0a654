import { unprocessable } from '../http/errors';
import { FIELD_ERRORS } from '../http/field-errors';
import { AUTH_MESSAGES } from './auth-messages';

/** Both sign-ups answer a taken address alike, whether found up front or by the unique index. */
export const emailTaken = () =>
  unprocessable({ msg: AUTH_MESSAGES.emailTaken, errors: { email: [FIELD_ERRORS.taken] } });
