import { uniqueEmail } from '../support/data';
import { expect, expectDashboard, test } from '../support/fixtures';
import { linkFromMail } from '../support/mail';
import { SEED } from '../support/stacks';

const PASSWORD = 'throttle-tests-pass-1';
const WAIT_MESSAGE = 'Too many attempts. Please wait 15 minutes and try again.';

test.describe('sign-in throttle', () => {
  test('after 5 wrong passwords the 6th try waits, fields kept; other accounts still sign in', async ({
    page,
    learner,
    dashboardPath,
    signIn,
  }, testInfo) => {
    // A verified learner of our own: locking a demo learner would fail other tests for 15 minutes.
    const email = uniqueEmail('quinn', SEED.institutionDomain);
    await page.goto('/');
    const signUp = await page.evaluate(
      async (user) => {
        const response = await fetch('/trpc/auth.signUp', {
          method: 'POST',
          headers: { 'x-studyflow-csrf': '1', 'content-type': 'application/json' },
          body: JSON.stringify(user),
        });
        return response.status;
      },
      {
        signUpType: 'institution',
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        firstName: 'Quinn',
        surname: 'Tester',
      },
    );
    expect(signUp).toBe(200);
    const link = await linkFromMail(testInfo, email, '/auth/confirmations/');
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Verified' })).toBeVisible();

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signIn(email, `wrong-password-${attempt}`);
      await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    }

    // Even the right password waits now: the BFF refuses before asking the upstream.
    await signIn(email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(WAIT_MESSAGE);
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);

    // Per account, not global: the demo learner signs in from the same browser and address.
    await signIn(learner.email, learner.password);
    await expectDashboard(page, dashboardPath, learner.firstName);
  });
});
