import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const header = (page: Page) => page.getByRole('banner');
const headerNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main menu' });

// The learner's own pages: never in the public header (PUB-3).
const LEARNER_PAGES = ['Reflect', 'Wellbeing'];
// SHL-3's links in order: Wellbeing (the seeded study learner has entries) and Study Tools are
// study-edition pages (WEL-1, TLS-1).
const menuLinks = (edition: string) =>
  edition === 'study'
    ? ['Learn', 'Reflect', 'Wellbeing', 'Favourites', 'Study Tools']
    : ['Software', 'Reflect', 'Favourites'];

test.describe('the public header (PUB-3)', () => {
  test('offers a guest Home, Assessor Toolkit, Contact and Sign in, and nothing that does not exist yet', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = headerNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Assessor Toolkit', 'Contact']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const name of LEARNER_PAGES) await expect(header(page).getByText(name)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await header(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('keeps its items on the other public pages, and leaves them off the sign-in forms', async ({
    page,
  }) => {
    await page.goto('/not-found');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(headerNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await headerNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(headerNav(page)).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('offers a signed-in learner Go to Dashboard on the landing page, never Sign in', async ({
    page,
    dashboardPath,
    demoSession,
  }) => {
    await quietAchievements(page);
    await demoSession();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toDashboard = header(page).getByRole('link', { name: 'Go to Dashboard' });
    await expect(toDashboard).toHaveAttribute('href', dashboardPath);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await toDashboard.click();
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  });

  test('the design-system gallery is a development tool, not part of the built app', async ({ page }) => {
    await page.goto('/design-system');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('on a phone the same items sit in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(headerNav(page)).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText(['Home', 'Assessor Toolkit', 'Contact', 'Sign in']);
    await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('the side menu (SHL-3)', () => {
  test.use({ signedInAs: 'demo' });
  test.beforeEach(async ({ page, dashboardPath }) => {
    await quietAchievements(page);
    await page.goto(dashboardPath);
  });

  test('offers the pages of the edition, and Notes', { tag: '@editions' }, async ({ page, edition }) => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(menuLinks(edition));
    await expect(menu.getByRole('button')).toHaveText(['Notes']);
    await menu.getByRole('button', { name: 'Notes' }).click();
    await expect(page.getByRole('dialog', { name: 'Notes' })).toBeVisible();
  });

  test('offers the same in the drawer at 1024 px', { tag: '@editions' }, async ({ page, edition }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText(menuLinks(edition));
    await expect(drawer.getByRole('button', { name: 'Notes' })).toBeVisible();
  });
});
