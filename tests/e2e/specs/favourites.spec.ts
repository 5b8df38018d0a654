import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, stepPath } from '../support/learning';
import { seedLearner } from '../support/session';

test.describe('favourites', () => {
  test.beforeEach(async ({ context, page }, testInfo) => {
    test.setTimeout(120_000);
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Fay' });
  });

  test('start empty, then lead to the first favourite step, read in the favourites', async ({
    page,
    edition,
  }) => {
    const step = FIRST_STEP[edition];
    await page.goto('/favourites');
    await expect(page.getByText('No Favourites yet.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/press the Favourite button/)).toBeVisible();
    // SHL-1: the favourites list has the accessibility button and keeps the search box.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Accessibility settings' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();

    await page.goto(stepPath(edition));
    const favourite = page.getByRole('button', { name: 'Favourite', exact: true });
    await favourite.click({ timeout: 20_000 });
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Favourites' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/favourites${stepPath(edition)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name);
    const sidebar = page.getByRole('navigation', { name: 'Your favourite steps' });
    await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText('Favourites');
    await expect(sidebar.getByRole('link', { name: new RegExp(step.name) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);

    // Unfavourited, the step leaves the list, and /favourites is empty again.
    await page.getByRole('button', { name: 'Favourite', exact: true }).click();
    await expect(sidebar.getByText('No Favourites yet.')).toBeVisible();
    await page.goto('/favourites');
    await expect(page.getByText('No Favourites yet.')).toBeVisible();
  });
});
