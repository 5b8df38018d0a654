import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db/errors';
import { unprocessable } from '../http/errors';
import { FIELD_ERRORS } from '../http/field-errors';
import { createUser, findUserByEmail } from '../users/user-queries';
import { AUTH_MESSAGES } from './auth-messages';
import { FieldRules, isBlank, normaliseEmail } from './field-rules';
import { claimLicence, findLicence } from './licence-queries';
import { hashPassword } from './passwords';
import { emailTaken } from './sign-up-errors';
import type { SignUpUser } from './sign-up-params';

function checkLicenceFields(user: SignUpUser): FieldRules {
  const rules = new FieldRules();
  rules.text('licence_key', user.licence_key);
  rules.text('first_name', user.first_name);
  rules.text('surname', user.surname);
  rules.text('university', user.university);
  rules.email('email', user.email);
  if (isBlank(user.confirm_email)) rules.add('confirm_email', FIELD_ERRORS.blank);
  else if (!isBlank(user.email) && normaliseEmail(user.confirm_email) !== normaliseEmail(user.email)) {
    rules.add('confirm_email', FIELD_ERRORS.emailMismatch);
  }
  rules.newPassword(user.password, user.password_confirmation);
  if (user.tos === false) rules.add('tos', FIELD_ERRORS.mustBeAccepted);
  return rules;
}

class LicenceTakenMeanwhile extends Error {}

/** Individual (allowance) licence: a confirmed account at once, the key marked used. Returns the user id. */
export async function licenceSignUp(ctx: AppContext, user: SignUpUser): Promise<number> {
  const rules = checkLicenceFields(user);
  if (rules.failed) throw unprocessable({ errors: rules.errors });
  const key = (user.licence_key ?? '').trim();
  const email = normaliseEmail(user.email ?? '');

  const licence = await findLicence(ctx.db, key);
  if (!licence) throw unprocessable({ msg: AUTH_MESSAGES.licenceUnknown });
  if (licence.usedByUserId !== null || licence.usedAt !== null)
    throw unprocessable({ msg: AUTH_MESSAGES.licenceUsed });
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();

  const passwordHash = await hashPassword(user.password ?? '');
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await createUser(tx, {
        email,
        passwordHash,
        firstName: user.first_name ?? '',
        surname: user.surname ?? '',
        university: user.university ?? '',
        edition: ctx.env.EDITION,
        signUpType: 'dsa_licence',
        confirmed: true,
        subscribedToUpdates: user.subscribed_to_updates ?? true,
        now,
      });
      if (!(await claimLicence(tx, licence.id, id, now))) throw new LicenceTakenMeanwhile();
      return id;
    });
  } catch (error) {
    if (error instanceof LicenceTakenMeanwhile) throw unprocessable({ msg: AUTH_MESSAGES.licenceUsed });
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
