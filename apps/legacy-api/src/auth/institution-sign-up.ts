import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db/errors';
import { unprocessable } from '../http/errors';
import { FIELD_ERRORS } from '../http/field-errors';
import { createUser, findUserByEmail } from '../users/user-queries';
import { AUTH_MESSAGES } from './auth-messages';
import { FieldRules, normaliseEmail } from './field-rules';
import { institutionForEmail } from './institution-queries';
import { confirmationJob, existingAccountJob } from './mail-jobs';
import { issueToken } from './mail-token-queries';
import { hashPassword } from './passwords';
import type { SignUpUser } from './sign-up-params';

/**
 * Institutional or site licence: an unconfirmed account and a confirmation mail. Returns the
 * message, the same for an address that already has an account (its owner gets a mail saying so).
 */
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
  // The same answer whether or not the address has an account, as verify_email gives: the owner
  // is told by mail instead, so the form never tells a stranger who has an account.
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    ctx.mail.enqueue('existing-account', existingAccountJob(ctx, existing));
    return AUTH_MESSAGES.confirmationSent(email);
  }

  const passwordHash = await hashPassword(user.password ?? '');
  const now = ctx.now();
  const ttl = ctx.env.CONFIRMATION_TOKEN_TTL_SECONDS;
  let created: { id: number; token: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
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
      return { id, token: await issueToken(tx, 'confirmation', id, ttl, now) };
    });
  } catch (error) {
    // Someone signed up with this address a moment ago: answered as above, with no mail twice.
    if (isUniqueViolation(error)) return AUTH_MESSAGES.confirmationSent(email);
    throw error;
  }
  const recipient = { id: created.id, email, firstName: (user.first_name ?? '').trim() };
  ctx.mail.enqueue('confirmation', confirmationJob(ctx, recipient, created.token));
  return AUTH_MESSAGES.confirmationSent(email);
}
