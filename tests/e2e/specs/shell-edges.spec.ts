import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { seedLearner, trpc } from '../support/session';

const banner = (page: Page) => page.getByRole('region', { name: 'Try dark mode' });

/** 320 px phone, and a 1280 × 720 desktop at 200 % zoom (the same CSS pixels, 640 × 360). */
const SMALL_SCREENS = [
  { name: '320 px', width: 320, height: 568 },
  { name: '200 % zoom', width: 640, height: 360 },
];

test.describe('the signed-in shell on every screen', () => {
  test.use({ signedInAs: 'demo' });
  test.beforeEach(async ({ page, dashboardPath }) => {
    await quietAchievements(page);
    await page.goto(dashboardPath);
  });

  test("the avatar button's name starts with the initials it shows (WCAG 2.5.3)", async ({
    page,
    edition,
  }) => {
    const initials = edition === 'pro' ? 'PS' : 'AM';
    const avatar = page.getByRole('button', { name: `${initials}, account menu`, exact: true });
    await expect(avatar).toBeVisible();
    await expect(avatar).toContainText(initials);
  });

  test('the theme toggle keeps its name and shows its state in words as well as aria-pressed', async ({
    page,
  }) => {
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toContainText('Off');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toContainText('On');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toContainText('Off');
  });

  for (const screen of SMALL_SCREENS) {
    test(`at ${screen.name} the banner is one short strip and the page starts on the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await expect(banner(page)).toBeVisible();
      // Still all it offers: the title, Book a demo, Switch and Close.
      await expect(banner(page).getByRole('link', { name: 'Book a demo' })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: 'Close this message' })).toBeVisible();
      const strip = await banner(page).boundingBox();
      expect(strip?.height).toBeLessThanOrEqual(96);
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect((heading?.y ?? screen.height) + (heading?.height ?? 0)).toBeLessThanOrEqual(screen.height);
      // One row of top-bar controls (Support keeps its name where only its icon shows) and, where
      // there is no room beside them, the search box on a full-width row of its own.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Support' })).toBeVisible();
      const bar = await page.getByRole('banner').boundingBox();
      const search = await page.getByRole('banner').getByRole('combobox', { name: 'Search' }).boundingBox();
      const searchRow = search && bar && search.y > bar.y + 40 ? search.height + 16 : 0;
      if (searchRow > 0) expect(search?.width ?? 0).toBeGreaterThanOrEqual(screen.width * 0.8);
      expect(bar?.height).toBeLessThanOrEqual(72 + searchRow);
    });

    test(`at ${screen.name} every tab can be seen: tab rows wrap rather than clip`, async ({ page }) => {
      await page.setViewportSize(screen);
      // The view with both tab rows: the dashboard's two tabs and one tab per flow or learning path.
      await page.goto('/dashboard/learn');
      const tabs = page.getByRole('tab');
      await expect(page.getByRole('tabpanel').getByRole('tab').first()).toBeVisible();
      const count = await tabs.count();
      expect(count).toBeGreaterThan(3);
      for (let index = 0; index < count; index += 1) {
        const box = await tabs.nth(index).boundingBox();
        expect(box, `tab ${index}`).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= screen.width, `tab ${index}`).toBe(
          true,
        );
      }
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(screen.width);
    });
  }
});

test.describe('a learner of their own', () => {
  test('whose own colours are dark is not invited to try dark mode; light colours still are', async ({
    context,
    page,
    dashboardPath,
  }, testInfo) => {
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Dara' });
    await page.goto(dashboardPath);
    await expect(banner(page)).toBeVisible();
    await trpc(context.request, testInfo, 'mutation', 'accessibility.update', {
      backgroundColor: '#14284B',
      fontColor: '#F4F4F0',
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dara');
    await expect(banner(page)).toHaveCount(0);
    await trpc(context.request, testInfo, 'mutation', 'accessibility.update', {
      backgroundColor: '#FFF8C6',
      fontColor: '#2B2B22',
    });
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });
});
