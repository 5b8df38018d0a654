import { z } from 'zod';
import { orFallback, shapeNotShown } from './tolerant';
import { UpstreamUserSchema } from './user';
import { EmailSchema, PasswordSchema, RequiredTextSchema } from './validation';

/**
 * Answers read for their human message (`{ msg }`). The requirements show the shape of none of them on
 * success, so no message (null) is fine: the web has its own words for each.
 */
export const MessageSchema = shapeNotShown(z.object({ msg: orFallback(z.string().nullable(), 'msg', null) }));
export type Message = z.infer<typeof MessageSchema>;

/** POST /auth/authorize answers "the user", carried as `{ user: {...} }` like every user the requirements show. */
export const UserEnvelopeSchema = z.object({ user: UpstreamUserSchema });

/** POST /auth/sign_in: shape not shown; without a user the BFF asks /auth/authorize for it. */
export const SignInOutputSchema = shapeNotShown(z.object({ user: UpstreamUserSchema.optional() }));

export const SignInInputSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
  /**
   * The browser's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), sent on as
   * `time_zone` so login badges count the learner's own days (docs/decisions.md, "Badge days").
   */
  timeZone: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+){0,2}$/)
    .optional(),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

/** Upstream `sign_up_type` values (ACC-22 does not name them; see docs/decisions.md). */
export const SIGN_UP_TYPES = { licence: 'dsa_licence', institution: 'institution' } as const;

const SignUpBaseSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  passwordConfirmation: z.string().max(128),
  firstName: RequiredTextSchema,
  surname: RequiredTextSchema,
  subscribedToUpdates: z.boolean().default(true),
  tos: z.boolean().default(true),
});

export const LicenceSignUpInputSchema = SignUpBaseSchema.extend({
  signUpType: z.literal(SIGN_UP_TYPES.licence),
  confirmEmail: EmailSchema,
  /** Described as 10 digits; ACC-12 says the length is not checked. */
  licenceKey: RequiredTextSchema,
  university: RequiredTextSchema,
});

export const InstitutionSignUpInputSchema = SignUpBaseSchema.extend({
  signUpType: z.literal(SIGN_UP_TYPES.institution),
});

export const SignUpInputSchema = z.discriminatedUnion('signUpType', [
  LicenceSignUpInputSchema,
  InstitutionSignUpInputSchema,
]);
export type SignUpInput = z.input<typeof SignUpInputSchema>;

/**
 * Licence sign-up signs the user in (`user`); institution sign-up mails a confirmation (`msg`).
 * The requirements show neither shape.
 */
export const SignUpOutputSchema = shapeNotShown(
  z.object({
    user: UpstreamUserSchema.optional(),
    msg: orFallback(z.string().optional(), 'msg', undefined),
  }),
);

export const EmailInputSchema = z.object({ email: z.string().trim().max(254) });
export type EmailInput = z.infer<typeof EmailInputSchema>;

export const ConfirmInputSchema = z.object({ confirmationToken: z.string().trim().min(1).max(200) });
export type ConfirmInput = z.infer<typeof ConfirmInputSchema>;

export const ResetPasswordInputSchema = z.object({
  password: z.string().max(128),
  passwordConfirmation: z.string().max(128),
  resetPasswordToken: z.string().trim().min(1).max(200),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;
