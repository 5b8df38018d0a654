import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test.describe('tutorials', () => {
  test.use({ signedInAs: 'demo' });
  test.beforeEach(async ({ page, dashboardPath }) => {
    test.setTimeout(150_000);
    await quietAchievements(page);
    await page.goto(dashboardPath);
  });

  test('the software dashboard leads into a software’s Essentials and its strategies', {
    tag: '@editions',
  }, async ({ page }) => {
    await page.goto('/dashboard/software/mindview');
    const mindView = page.getByRole('list', { name: 'MindView' });
    await mindView.getByRole('link', { name: 'Start the MindView Essentials' }).click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/tutorials\/mindview\/essentials\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

    const sidebar = page.getByRole('navigation', { name: 'MindView tutorial' });
    await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText('MindView');
    await expect(sidebar.getByRole('button', { name: 'Essentials' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(1);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Accessibility settings' }),
    ).toBeVisible();

    // A strategies chapter opens to its steps, which read in the tutorial's context.
    const chapters = sidebar.getByRole('heading', { level: 3 });
    await expect(chapters.nth(1)).toBeVisible();
    await chapters.nth(1).getByRole('button').click();
    await sidebar.getByRole('list').last().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/tutorials\/mindview\/flows\/.+\/steps\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/MindView tutorial/).first()).toBeVisible();
  });

  test('a tutorial of software the learner does not have leads back to the dashboard', async ({
    page,
    dashboardPath,
  }) => {
    await page.goto('/tutorials/no-such-software/essentials/anything');
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`), { timeout: 20_000 });
  });
});
