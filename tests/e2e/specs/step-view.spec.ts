import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, stepPath } from '../support/learning';
import { seedLearner } from '../support/session';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Module contents' });

test.describe('the step view', () => {
  test.beforeEach(async ({ context, page }, testInfo) => {
    // A fresh learner, then pages whose code loads for the first time on a busy runner.
    test.setTimeout(120_000);
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Stella' });
  });

  test('shows a step with its module, and completes, favourites and continues', async ({ page, edition }) => {
    const step = FIRST_STEP[edition];
    await page.goto(stepPath(edition));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name, { timeout: 20_000 });
    // SHL-1: on a step page the accessibility button shows and the search box does not.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Accessibility settings' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);

    const module = sidebar(page);
    await expect(module.getByRole('heading', { level: 2 })).toHaveText(step.moduleName);
    // SHL-5: one 'Go to Dashboard', in the side menu.
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Go to Dashboard' }),
    ).toBeVisible();
    await expect(module.getByRole('button', { name: step.chapterName })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const current = module.getByRole('link', { name: new RegExp(step.name) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toContainText('Text');
    // STP-8: the step's words at 14 px plus the text-size setting (0 for a new learner).
    const size = await page
      .locator('main p')
      .first()
      .evaluate((node) => getComputedStyle(node).fontSize);
    expect(size).toBe('14px');

    await page.getByRole('button', { name: 'READ MORE' }).click();
    await expect(page.getByRole('button', { name: 'READ LESS' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'More on this' })).toBeVisible();

    await page.getByRole('button', { name: 'MARK AS COMPLETE' }).click();
    await expect(page.getByText('COMPLETED', { exact: true })).toBeVisible();
    await expect(current).toContainText('Completed');
    await expect(module.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');

    const favourite = page.getByRole('button', { name: 'Favourite', exact: true });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(current).toContainText('In your favourites');

    await page.getByRole('link', { name: 'CONTINUE' }).click();
    await expect(page).toHaveURL(new RegExp(`/steps/${step.next}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('focus mode hides the sidebars; the dashboard card resumes the module', async ({
    page,
    edition,
    dashboardPath,
  }) => {
    const step = FIRST_STEP[edition];
    await page.goto(stepPath(edition));
    await expect(sidebar(page)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Focus mode' }).click();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Focus mode' }).click();
    await expect(sidebar(page)).toBeVisible();

    // The visit makes the module one to pick up again; its card leads back to its first open step.
    await page.goto(edition === 'study' ? dashboardPath : `${dashboardPath}?tab=learning-paths`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: step.moduleName }) });
    await expect(card).toContainText('RESUME', { timeout: 20_000 });
    await card.getByRole('link', { name: step.moduleName }).click();
    await expect(page).toHaveURL(new RegExp(`${stepPath(edition)}$`));
  });

  test('cuts long chapter names at 137 characters on a phone and keeps working at 320 px', async ({
    page,
    edition,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(stepPath(edition));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_STEP[edition].name, {
      timeout: 20_000,
    });
    const hasSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasSideways).toBe(false);
    for (const name of await sidebar(page).getByRole('heading', { level: 3 }).allTextContents()) {
      expect(name.length).toBeLessThanOrEqual(138);
    }
  });
});
