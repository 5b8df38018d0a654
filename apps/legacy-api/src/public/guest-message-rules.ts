import type { FieldErrors } from '../http/errors';
import { GUEST_MESSAGE_MAX_LENGTH } from './schema';

const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
const NAME_MAX_LENGTH = 200;
const EMAIL_MAX_LENGTH = 254;

export interface GuestMessageFields {
  fullName: string;
  email: string;
  message: string;
}

type Checked = { ok: true; fields: GuestMessageFields } | { ok: false; errors: FieldErrors };

/** PUB-6: all three fields required (trimmed), the email well formed; Rails-style field errors. */
export function checkGuestMessage(raw: { full_name?: string; email?: string; message?: string }): Checked {
  const fullName = (raw.full_name ?? '').trim();
  const email = (raw.email ?? '').trim();
  const message = (raw.message ?? '').trim();
  const errors: FieldErrors = {};
  if (fullName === '') errors.full_name = ["can't be blank"];
  else if (fullName.length > NAME_MAX_LENGTH) errors.full_name = ['is too long (maximum is 200 characters)'];
  if (email === '') errors.email = ["can't be blank"];
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) errors.email = ['is invalid'];
  if (message === '') errors.message = ["can't be blank"];
  else if (message.length > GUEST_MESSAGE_MAX_LENGTH) {
    errors.message = [`is too long (maximum is ${GUEST_MESSAGE_MAX_LENGTH} characters)`];
  }
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, fields: { fullName, email, message } };
}
