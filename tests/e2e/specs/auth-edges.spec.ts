import { uniqueEmail } from '../support/data';
import { expect, test } from '../support/fixtures';
import { linkFromMail } from '../support/mail';
import { seedLearner, trpc } from '../support/session';
import { SEED } from '../support/stacks';

test.describe('a way back to sign-in', () => {
  test('on both steps of the licence activation', async ({ page, edition }) => {
    await page.goto('/auth/dsa-licence');
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true });
    await expect(signIn).toHaveAttribute('href', '/auth/sign-in');
    await page.getByLabel('Licence Key').fill('1000000099');
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Surname').fill('Tester');
    await page.getByLabel(edition === 'pro' ? 'Organisation' : 'University').fill('University of Example');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Confirm Email')).toBeVisible();
    await signIn.click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });

  test('on the institution sign-up details page', async ({ page, edition }) => {
    await page.goto('/auth/inst-licence');
    await page
      .getByLabel(edition === 'pro' ? 'Organisation email' : 'Institutional email')
      .fill(uniqueEmail('alexa', SEED.institutionDomain));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });
});

test.describe('a reset link', () => {
  test('is checked as its page opens: a used one says so at once and offers a new one', async ({
    page,
    context,
  }, testInfo) => {
    const learner = await seedLearner(context, testInfo, { firstName: 'Remy', signedIn: false });
    await trpc(context.request, testInfo, 'mutation', 'auth.requestPasswordReset', { email: learner.email });
    const link = new URL(await linkFromMail(testInfo, learner.email, '/auth/reset_password/')).pathname;

    await page.goto(link);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    // A long form: a failed submit gets the error summary too.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' }).locator('..')).toBeFocused();
    await page.getByLabel('New password', { exact: true }).fill('remy-new-pass-1');
    await page.getByLabel('Confirm new password').fill('remy-new-pass-1');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);

    // The same link again: no form to fill in vain, the server's reason, and the way to a new link.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('Reset password token is invalid.');
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  });

  test('that was never issued gets the same honest answer', async ({ page }) => {
    await page.goto('/auth/reset_password/not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('Reset password token is invalid.');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  });
});
