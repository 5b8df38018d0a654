import { z } from 'zod';

const text = z.string().nullish();
const flag = z.boolean().nullish();

/**
 * The shape of `user` in a sign-up. Every field may be missing (that is a 422 field error, as in
 * Rails); only a wrong type or a missing `user` object is a malformed request (400).
 */
export const SignUpUserParams = z.object({
  email: text,
  confirm_email: text,
  password: text,
  password_confirmation: text,
  first_name: text,
  surname: text,
  // Ten digits in practice; a JSON number is accepted as its digits.
  licence_key: z.union([z.string(), z.number().int().nonnegative().transform(String)]).nullish(),
  university: text,
  subscribed_to_updates: flag,
  tos: flag,
});
export type SignUpUser = z.output<typeof SignUpUserParams>;

export const SignUpBody = z.object({
  sign_up_type: z.string(),
  user: SignUpUserParams,
  /** The browser's IANA zone, for badge days (licence sign-up signs in); see record-login.ts. */
  time_zone: z.unknown().optional(),
});
