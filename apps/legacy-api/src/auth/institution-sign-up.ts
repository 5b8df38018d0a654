import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db/errors';
import { confirmationTokens } from '../db/schema';
import { unprocessable } from '../http/errors';
import { confirmationMail } from '../mail/messages';
import { createUser, findUserByEmail, institutionForEmail } from '../users/accounts';
import { FieldRules, normaliseEmail } from './field-rules';
import { emailTaken } from './licence-sign-up';
import { issueToken } from './mail-tokens';
import { AUTH_MESSAGES, FIELD_ERRORS } from './messages';
import { hashPassword } from './passwords';
import type { SignUpUser } from './sign-up-params';

/** Institutional or site licence: an unconfirmed account and a confirmation mail. Returns the message. */
export async function institutionSignUp(ctx: AppContext, user: SignUpUser): Promise<string> {
  const rules = new FieldRules();
  rules.email('email', user.email);
  rules.text('first_name', user.first_name);
  rules.text('surname', user.surname);
  rules.newPassword(user.password, user.password_confirmation);
  if (user.tos === false) rules.add('tos', FIELD_ERRORS.mustBeAccepted);
  if (rules.failed) throw unprocessable({ errors: rules.errors });

  const email = normaliseEmail(user.email ?? '');
  const institution = await institutionForEmail(ctx.db, email);
  if (!institution) throw unprocessable({ msg: AUTH_MESSAGES.notInstitution });
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();

  const passwordHash = await hashPassword(user.password ?? '');
  const now = ctx.now();
  const ttl = ctx.env.CONFIRMATION_TOKEN_TTL_SECONDS;
  let token: string;
  try {
    token = await ctx.db.transaction(async (tx) => {
      const id = await createUser(tx, {
        email,
        passwordHash,
        firstName: user.first_name ?? '',
        surname: user.surname ?? '',
        university: institution.name,
        edition: ctx.env.EDITION,
        signUpType: 'institution',
        confirmed: false,
        subscribedToUpdates: user.subscribed_to_updates ?? true,
        now,
      });
      return issueToken(tx, confirmationTokens, id, ttl, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await ctx.mailer.send(
    confirmationMail({
      to: email,
      firstName: (user.first_name ?? '').trim(),
      link: `${ctx.env.APP_URL}/auth/confirmations/${token}`,
      validForSeconds: ttl,
    }),
  );
  return AUTH_MESSAGES.confirmationSent(email);
}
