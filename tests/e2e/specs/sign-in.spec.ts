import { expect, expectDashboard, test } from '../support/fixtures';

test.describe('sign in and sign out', () => {
  test('the choice page offers sign-in and both ways to get access', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Activate your licence' })).toHaveAttribute(
      'href',
      '/auth/dsa-licence',
    );
    await expect(
      page.getByRole('link', { name: /^Sign up with your (university|organisation) email$/ }),
    ).toHaveAttribute('href', '/auth/inst-licence');
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });

  // Both fields required and the password's show/hide: features/auth/components/sign-in-page.test.tsx.

  test('a wrong password shows the server message under the form and keeps the email', async ({
    page,
    learner,
    signIn,
  }) => {
    await signIn(learner.email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(learner.email);
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });

  test('the demo learner signs in, stays signed in on reload, and signs out', async ({
    page,
    learner,
    dashboardPath,
    signIn,
  }) => {
    await signIn(learner.email, learner.password);
    await expectDashboard(page, dashboardPath, learner.firstName);

    await page.reload();
    await expectDashboard(page, dashboardPath, learner.firstName);

    // The dashboard's own Sign Out goes to the login route (ACC-25); the avatar menu's goes to '/'.
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.goto(dashboardPath);
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=/);
  });

  test('the Reset Password link leads to the request screen', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await page.getByRole('link', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  });
});
