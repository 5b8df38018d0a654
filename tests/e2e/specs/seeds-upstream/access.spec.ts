import { expectDashboard } from '../../support/fixtures';
import { activateLicence, completeOnboarding, WIZARD_STEPS } from '../../support/onboarding';
import { expect, SEED_LEARNERS, test } from '../../support/seed-upstream/fixtures';

// Against an upstream written from the specification's call tables alone (support/seed-upstream.ts):
// its own cookie names, a second cookie it wants back on every call, no user id, no user type.

test('signs in with the form, stays signed in across a reload, and signs out', async ({
  page,
  dashboardPath,
}) => {
  const learner = SEED_LEARNERS.onboarded;
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');

  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectDashboard(page, dashboardPath, learner.firstName);
  // Both of the upstream's cookies reached the browser: a new page load is still signed in.
  await page.reload();
  await expectDashboard(page, dashboardPath, learner.firstName);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.goto(dashboardPath);
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=/);
});

test('a new learner activates a licence, onboards and finds their software and profile', {
  tag: '@editions',
}, async ({ page, edition, dashboardPath, stack }) => {
  // The activation's answer shape is not shown: this upstream sends a msg and the session cookies,
  // so the BFF reads the new learner with those cookies (API-6 then API-4).
  await activateLicence(page, edition, '1234567890', 'Lin');
  // No user type from the upstream: the edition's learners get the edition's onboarding.
  await expect(page.getByRole('list', { name: 'Set-up steps' }).getByRole('listitem')).toHaveCount(
    WIZARD_STEPS[edition].length,
  );
  // The software save answers only its msg; the BFF reads the user again for the wizard.
  await completeOnboarding(page, edition);
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expectDashboard(page, dashboardPath, 'Lin');

  await page
    .getByRole('tablist', { name: 'Your learning' })
    .getByRole('tab', { name: 'My Software' })
    .click();
  const mine = page.getByRole('tablist', { name: 'Your software' });
  await expect(mine.getByRole('tab', { name: 'Read&Write' })).toBeVisible();
  await expect(mine.getByRole('tab', { name: 'NVDA' })).toBeVisible();
  await expect(mine.getByRole('tab', { name: 'MindView' })).toHaveCount(0);

  // A new page load asks for the user again (API-4): signed in, onboarded, with what was given.
  await page.goto('/dashboard/settings/profile');
  const details = page.getByRole('region', { name: 'Profile' });
  await expect(details.getByRole('img', { name: 'Lin Tester' })).toBeVisible({ timeout: 20_000 });
  await expect(details).toContainText('University of Example');

  // What the upstream left out was read as the stated fallbacks, each reported once per BFF.
  const fellBack = stack.bff
    .logs()
    .filter((line) => line.msg === 'upstream field fell back')
    .map((line) => `${line.procedure} ${line.field}`);
  expect(fellBack).toEqual(expect.arrayContaining(['auth.signUp user', 'software.select user']));
  expect(fellBack.filter((line) => line.endsWith(' user.userType'))).not.toEqual([]);
});

test('a reset link opens the password form though the upstream cannot check links, and the change decides', async ({
  page,
  stack,
}) => {
  // GET /auth/reset_password/check is ours, not the specification's: without it, the page shows
  // the form at once, and only PUT /auth/reset_password (a listed call) says whether the link works.
  const learner = SEED_LEARNERS.onboarded;
  await page.goto('/auth/reset-password');
  await page.getByLabel('Your email').fill(learner.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => stack.upstream.mailedToken(learner.email, 'reset')).toBeTruthy();
  const token = stack.upstream.mailedToken(learner.email, 'reset') ?? '';

  // A link that was never mailed: the form, then the upstream's refusal and the way to a new link.
  await page.goto('/auth/reset_password/never-mailed');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Reset password token is invalid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('a-brand-new-pass');

  // The mailed link changes the password, and the learner signs in with it.
  await page.goto(`/auth/reset_password/${token}`);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.getByLabel('Email', { exact: true }).fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
