import type { Page, TestInfo } from '@playwright/test';
import type { Edition } from '@studyflow/contracts/edition';
import { call, NEW_LEARNER_PASSWORD, onboardByApi } from './accounts';
import { uniqueEmail } from './data';
import { linkFromMail } from './mail';
import { SEED } from './stacks';

/**
 * A learner of their own through the institution route, which has no key to run out of (the seeded
 * licence keys are all given to other spec files): email checked, account created, mailed link
 * followed, signed in, and (unless `onboarded` is false) onboarded, all through the API. The page
 * ends signed in, on /.
 */
export async function newInstitutionLearner(
  page: Page,
  testInfo: TestInfo,
  edition: Edition,
  firstName: string,
  { onboarded = true } = {},
) {
  await page.goto('/');
  const email = uniqueEmail(firstName.toLowerCase(), SEED.institutionDomain);
  await call(page, 'mutation', 'auth.verifyEmail', { email });
  await call(page, 'mutation', 'auth.signUp', {
    signUpType: 'institution',
    email,
    firstName,
    surname: 'Tester',
    password: NEW_LEARNER_PASSWORD,
    passwordConfirmation: NEW_LEARNER_PASSWORD,
  });
  const link = await linkFromMail(testInfo, email, '/auth/confirmations/');
  const confirmationToken = decodeURIComponent(link.split('/auth/confirmations/')[1] ?? '');
  await call(page, 'mutation', 'auth.confirm', { confirmationToken });
  await call(page, 'mutation', 'auth.signIn', { email, password: NEW_LEARNER_PASSWORD });
  if (onboarded) await onboardByApi(page, edition);
  return { email, firstName, password: NEW_LEARNER_PASSWORD };
}
