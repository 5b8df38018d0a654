import { expect, test } from '../support/fixtures';
import { linkFromMail } from '../support/mail';
import { NEW_LEARNER_PASSWORD, seedLearner } from '../support/session';

test.describe('password reset', () => {
  test('the request screen shows server field errors under the field', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText("can't be blank")).toBeVisible();
    await expect(page.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a learner resets a forgotten password through the mailed link', async ({
    page,
    context,
  }, testInfo) => {
    // A learner of our own who has not onboarded yet, so changing the password disturbs no other test.
    const { email } = await seedLearner(context, testInfo, {
      firstName: 'Morgan',
      signUpType: 'dsa_licence',
      onboarded: false,
      signedIn: false,
    });
    await page.goto('/auth/reset-password');
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

    const link = await linkFromMail(testInfo, email, '/auth/reset_password/');
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Field required', { exact: true }).first()).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Password must be at least 8 characters.', { exact: true })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm new password').fill('second-passwort');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText("Your passwords don't match", { exact: true })).toBeVisible();
    await page.getByLabel('Confirm new password').fill('second-password');
    await page.getByRole('button', { name: 'Done' }).click();

    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
    ).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_LEARNER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await page.getByLabel('Password', { exact: true }).fill('second-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);

    // The link was single-use, and its page says so before anything is typed (auth-edges.spec.ts).
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('alert')).toContainText('Reset password token is invalid.');
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  });
});
