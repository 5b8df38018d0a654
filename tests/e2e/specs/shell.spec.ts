import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { seedLearner, signInByApi } from '../support/session';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('the signed-in shell', () => {
  test.use({ signedInAs: 'demo' });
  test.beforeEach(async ({ page, dashboardPath }) => {
    await quietAchievements(page);
    await page.goto(dashboardPath);
  });

  test('top bar and side menu follow the edition, with Support in the top bar', { tag: '@editions' }, async ({
    page,
    edition,
  }) => {
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    const learn = menu.getByRole('link', { name: edition === 'pro' ? 'Software' : 'Learn' });
    await expect(learn).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Notes' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
    // SHL-3: Reflect in both editions; Wellbeing (Alex has wellbeing entries) and Study Tools in
    // the study edition only.
    await expect(menu.getByRole('link', { name: 'Reflect' })).toHaveAttribute('href', '/dashboard/reflect');
    for (const name of ['Study Tools', 'Wellbeing']) {
      await expect(menu.getByRole('link', { name })).toHaveCount(edition === 'study' ? 1 : 0);
    }
    // No 'Go to Dashboard' or accessibility button on the dashboard itself.
    await expect(menu.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
    // The only accessibility button is the Settings card's; the top bar has none on the dashboard.
    await expect(page.getByRole('button', { name: 'Accessibility settings', exact: true })).toHaveCount(1);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Accessibility settings' }),
    ).toHaveCount(0);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    await expect(topBar.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
    await expect(topBar.getByRole('link', { name: /home$/ })).toContainText(
      edition === 'pro' ? 'Pro' : 'Studyflow',
    );
  });

  test('Support sits in the same place on every signed-in page', async ({ page }) => {
    const support = page.getByRole('banner').getByRole('link', { name: 'Support' });
    const here = await support.boundingBox();
    for (const path of ['/dashboard/settings/profile', '/dashboard/settings/profile/software-selection']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const there = await support.boundingBox();
      expect(there?.x).toBeCloseTo(here?.x ?? -1, 0);
      expect(there?.y).toBeCloseTo(here?.y ?? -1, 0);
    }
  });

  test('at 1024 px the side menu is a drawer that closes on click-away', async ({ page, edition }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(sideMenu(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: edition === 'pro' ? 'Software' : 'Learn' })).toBeVisible();
    // A click on the dimmed page beside the drawer closes it and gives focus back to the button.
    await page.mouse.click(1000, 400);
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    // Escape closes it too, and following a link closes it on the way.
    await open.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await open.click();
    await drawer.getByRole('link', { name: edition === 'pro' ? 'Software' : 'Learn' }).click();
    await expect(drawer).toBeHidden();

    // Above 1024 px the menu sits beside the page again and the button goes.
    await page.setViewportSize({ width: 1025, height: 768 });
    await expect(sideMenu(page)).toBeVisible();
    await expect(open).toHaveCount(0);
  });

  test('the avatar menu leads to the profile page, the achievements and sign-out', {
    tag: '@editions',
  }, async ({ page, edition, learner, baseURL, dashboardPath }) => {
    // Signing out ends the session: this test takes one of its own, not the one others share. The
    // shared cookie goes first: a sign-in that brings a session along ends that one (fixation).
    await page.context().clearCookies();
    await signInByApi(page.request, baseURL ?? '', learner.email, learner.password);
    await page.goto(dashboardPath);
    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    await expect(accountMenu).toContainText(edition === 'pro' ? 'PS' : 'AM');
    await accountMenu.click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'View profile page',
      'View Achievements',
      'Sign out',
    ]);
    await page.getByRole('menuitem', { name: 'View profile page' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText(learner.email)).toBeVisible();
    await expect(
      page.getByText(edition === 'pro' ? 'Organisation' : 'University', { exact: true }),
    ).toBeVisible();

    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'View Achievements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achievements' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(accountMenu).toBeFocused();

    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the achievements dialog lists every badge of the edition, earned ones in words', {
    tag: '@editions',
  }, async ({ page, edition }) => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'View Achievements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achievements' });
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(768);
    expect(box?.width).toBeGreaterThan(700);
    const badges = dialog.getByRole('list', { name: 'Badges' }).getByRole('listitem');
    await expect(badges).toHaveCount(12);
    await expect(dialog.getByText(edition === 'pro' ? 'LOGIN LEGEND' : 'WEEKEND WARRIOR')).toBeVisible();
    await expect(dialog.getByText(edition === 'pro' ? 'WEEKEND WARRIOR' : 'LOGIN LEGEND')).toHaveCount(0);
    const newbie = badges.filter({ hasText: 'NEWBIE' });
    await expect(newbie).toContainText('Earned');
    await expect(newbie).toContainText('To earn it: first login');
    const master = badges.filter({ hasText: 'LEARNING MASTER' });
    await expect(master).toContainText('Not earned yet');
    // The requirement is a tooltip too, on hover (here) and on keyboard focus (the next test).
    await master.getByRole('img', { name: 'LEARNING MASTER: Not earned yet' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('To earn it: 100% progress');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();
  });

  test('a badge’s requirement shows on keyboard focus too', async ({ page }) => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'View Achievements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achievements' });
    await expect(dialog).toBeVisible();
    // Keyboard: past the Close button to the first badge.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('img', { name: 'NEWBIE: Earned' })).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('To earn it: first login');
  });

  test('the notes dialog lists the notes and asks for a step before a new note', async ({ page }) => {
    await sideMenu(page).getByRole('button', { name: 'Notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notes' });
    await expect(dialog).toContainText('No notes yet.');
    // Off a step there is no step to write about (NOT-2): no new-note field, only the search.
    await expect(dialog).toContainText('Open a step to write a note about it.');
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(dialog.getByRole('searchbox', { name: 'Search your notes' })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(386);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the dark-mode banner offers dark mode and a demo, and can be closed for good', async ({ page }) => {
    const banner = page.getByRole('region', { name: 'Try dark mode' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      /^mailto:[^?]+\?subject=Trainer%20Demo$/,
    );
    await banner.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Back to light: the invitation stays dismissed.
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(banner).toBeHidden();
  });

  test('closing the dark-mode banner is remembered', async ({ page }) => {
    const banner = page.getByRole('region', { name: 'Try dark mode' });
    await banner.getByRole('button', { name: 'Close this message' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('achievement toasts', () => {
  test("a new learner's badge is toasted once, with VIEW going to the profile page and its achievements", async ({
    context,
    page,
    edition,
  }, testInfo) => {
    test.setTimeout(150_000);
    const learner = await seedLearner(context, testInfo, { firstName: 'Sam', signUpType: 'dsa_licence' });
    await page.goto(edition === 'pro' ? '/dashboard/software' : '/dashboard/learn');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(learner.firstName);
    const toast = toasts(page).getByText('Achievement unlocked.').first();
    await expect(toast).toBeVisible();
    await expect(toasts(page)).toContainText('NEWBIE');
    // Pointing at the toast pauses its timer, as it does for a learner, on a busy machine too.
    await toast.hover();
    await toasts(page).getByRole('button', { name: 'VIEW' }).first().click();
    // BDG-4: VIEW goes to a page (the profile, docs/decisions.md) and opens the achievements there.
    await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/);
    const dialog = page.getByRole('dialog', { name: 'Achievements' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'NEWBIE' })).toContainText('Earned');
    // The pointer rests where VIEW was, over a badge: its tooltip would take the first Escape.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

    // Shown once: not again after a reload, nor on another page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible({
      timeout: 20_000,
    });
    await page.waitForTimeout(1000);
    await expect(page.getByText('Achievement unlocked.')).toHaveCount(0);
    await page.goto(edition === 'pro' ? '/dashboard/software' : '/dashboard/learn');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(learner.firstName);
    await expect(page.getByText('Achievement unlocked.')).toHaveCount(0);
  });
});
