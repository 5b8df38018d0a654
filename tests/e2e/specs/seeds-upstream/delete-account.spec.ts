import { expect, SEED_LEARNERS, test } from '../../support/seed-upstream/fixtures';

// Deleting an account is our extension (accountDelete): an upstream written from the
// specification's call tables has no such call, and the profile page says so and points to support.

test('Delete my account says it is not available on this server and points to support', async ({
  page,
  signInAs,
  stack,
}) => {
  await signInAs(SEED_LEARNERS.onboarded);
  await page.goto('/dashboard/settings/profile');
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Delete my account' })
    .click({ timeout: 20_000 });
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  const unavailable = page.getByRole('alertdialog', { name: 'Deleting is not available here' });
  await expect(unavailable).toContainText('The support team can do it for you');
  // The confirming button went with the answer: focus is on the message that replaced it.
  await expect(page.locator(':focus')).toContainText('The support team can do it for you');
  await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/);
  expect(stack.upstream.unknownCalls()).toContain('DELETE /api/users');

  await unavailable.getByRole('link', { name: 'Go to Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  // Still signed in: the support page is for signed-in learners.
  await expect(page.getByRole('button', { name: 'Send us a message' })).toBeVisible({ timeout: 20_000 });
});
