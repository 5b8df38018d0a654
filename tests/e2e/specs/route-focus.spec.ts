import type { Page, Route } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';

/** Holds the browser's requests for one code chunk until the test lets them through. */
async function holdChunk(page: Page, name: string) {
  const chunk = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  const held: Route[] = [];
  await page.route(chunk, (route) => {
    held.push(route);
  });
  return async () => {
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(chunk);
  };
}

/**
 * The race behind the flaky drawer test in shell.spec.ts, made certain: the learner opens the menu
 * while the page is still loading. The page's heading used to take focus when it arrived, before
 * the drawer's code did, so the drawer handed focus back to the heading instead of the menu button.
 * A first view now arrives with its page in one commit (boot.tsx), so the late page is one the
 * learner moves to inside the app.
 */
test.describe('focus while a page loads', () => {
  test('a page that arrives late leaves focus with the menu the learner opened', async ({
    page,
    edition,
    demoSession,
  }) => {
    await quietAchievements(page);
    await page.setViewportSize({ width: 1024, height: 768 });
    await demoSession();
    await page.goto('/dashboard/settings/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const releasePage = await holdChunk(page, 'dashboard-route');
    const releaseDrawer = await holdChunk(page, 'nav-drawer');
    await page.getByRole('link', { name: /home$/ }).click();
    await expect(page.getByText('Loading the page…')).toBeVisible();

    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await releasePage();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(open).toBeFocused();
    await releaseDrawer();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: edition === 'pro' ? 'Software' : 'Learn' })).toBeVisible();

    await page.mouse.click(1000, 400);
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });
});
