import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { VIDEO_STEP } from '../support/learning';
import { seedLearner } from '../support/session';
import { holdAppScript, takenOver } from '../support/takeover';

const legend = (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' });
const search = (page: Page) => page.getByRole('combobox', { name: 'Search' });

/** Focus on the page itself, not in a field, as after a click on empty space or a fresh load. */
const focusPage = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

test.describe('single-key shortcuts', () => {
  test.beforeEach(async ({ context, page }, testInfo) => {
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Kit' });
  });

  test('? opens the legend, / goes to the search box, and a remap to S replaces / after a reload @editions', async ({
    page,
    dashboardPath,
  }) => {
    await page.goto(dashboardPath);
    await expect(search(page)).toBeVisible();
    await focusPage(page);

    await page.keyboard.press('Shift+Slash');
    await expect(legend(page)).toBeVisible();
    await expect(legend(page).locator('kbd', { hasText: '/' })).toBeVisible();
    await expect(legend(page).getByText('Go to the search box (on pages that have one)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(legend(page)).toHaveCount(0);

    await focusPage(page);
    await page.keyboard.press('/');
    await expect(search(page)).toBeFocused();
    // The key acted; it was not typed into the field.
    await expect(search(page)).toHaveValue('');

    // A key another shortcut has is refused, naming it, and what was typed stays.
    await page.keyboard.press('Escape');
    await focusPage(page);
    await page.keyboard.press('?');
    const change = legend(page).getByRole('button', {
      name: 'Change the key for: Go to the search box (on pages that have one)',
    });
    await tabTo(page, change);
    await page.keyboard.press('Enter');
    const field = legend(page).getByRole('textbox', {
      name: 'New key for: Go to the search box (on pages that have one)',
    });
    await expect(field).toBeFocused();
    await page.keyboard.type('k');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAccessibleDescription(/already used for: Play or pause/);
    await expect(field).toHaveValue('k');
    await expect(field).toBeFocused();

    await page.keyboard.press('Backspace');
    await page.keyboard.type('S');
    await page.keyboard.press('Enter');
    await expect(
      legend(page).getByText('Go to the search box (on pages that have one) now uses S.'),
    ).toBeVisible();
    await expect(change).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(legend(page)).toHaveCount(0);

    await page.reload();
    await expect(search(page)).toBeVisible();
    await focusPage(page);
    await page.keyboard.press('/');
    await expect(search(page)).not.toBeFocused();
    await page.keyboard.press('s');
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue('');
    // Typing in the field is typing: '?' and 's' are letters there, not shortcuts.
    await page.keyboard.type('s?');
    await expect(search(page)).toHaveValue('s?');
    await expect(legend(page)).toHaveCount(0);
  });

  test('the legend is also in the footer, and turned off no single key does anything, in the player too', async ({
    page,
    edition,
  }) => {
    test.setTimeout(120_000);
    const step = VIDEO_STEP[edition];
    await page.goto(step.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name, { timeout: 20_000 });
    const player = page.locator('[data-media-player]');
    await expect(player).toBeVisible({ timeout: 20_000 });
    const video = player.locator('video');
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    const time = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThan(0);

    // On: the player's own keys work while it has focus.
    const play = player.getByRole('button', { name: 'Play' }).first();
    await tabTo(page, play, { limit: 80 });
    await page.keyboard.press('m');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await page.keyboard.press('k');
    await expect.poll(paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(paused).toBe(true);
    await page.keyboard.press('5');
    await expect.poll(time).toBeGreaterThan(1);
    await page.keyboard.press('0');
    await expect.poll(time).toBeLessThan(1);

    // Off, from the visible control: the footer's button (the account menu keeps SHL-2's three items).
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Keyboard shortcuts' });
    await tabTo(page, footerButton, { limit: 120 });
    await page.keyboard.press('Enter');
    await expect(legend(page)).toBeVisible();
    const onOff = legend(page).getByRole('checkbox', { name: 'Use single-key shortcuts' });
    await tabTo(page, onOff);
    await page.keyboard.press('Space');
    await expect(onOff).not.toBeChecked();
    await expect(legend(page).getByText('Single-key shortcuts are off.', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(legend(page)).toHaveCount(0);

    await tabTo(page, play, { limit: 80 });
    for (const key of ['k', 'm', '5', 'l', '>', 'c']) await page.keyboard.press(key);
    await page.waitForTimeout(300);
    expect(await paused()).toBe(true);
    expect(await time()).toBeLessThan(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await page.keyboard.press('?');
    await focusPage(page);
    await page.keyboard.press('?');
    await page.keyboard.press('/');
    await page.waitForTimeout(300);
    await expect(legend(page)).toHaveCount(0);

    // Kept for this learner: still off after a reload.
    await page.reload();
    await expect(player).toBeVisible({ timeout: 20_000 });
    await focusPage(page);
    await page.keyboard.press('?');
    await page.waitForTimeout(300);
    await expect(legend(page)).toHaveCount(0);
  });
});

test.describe('single-key shortcuts for a guest', () => {
  test('a guest opens the legend with ? and from the footer', async ({ page }) => {
    // The page is prerendered: the shortcuts start once the app has taken the snapshot over.
    const release = await holdAppScript(page);
    await page.goto('/auth');
    release();
    await takenOver(page);
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Keyboard shortcuts' });
    await tabTo(page, footerButton, { limit: 80 });
    await page.keyboard.press('Enter');
    await expect(legend(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(footerButton).toBeFocused();
    await focusPage(page);
    await page.keyboard.press('?');
    await expect(legend(page)).toBeVisible();
    await page.keyboard.press('Escape');

    // From an icon button too: React Aria's buttons stop a key on its way up.
    const settingsButton = page
      .getByRole('banner')
      .getByRole('button', { name: 'Accessibility settings', exact: true });
    await tabTo(page, settingsButton, { limit: 80 });
    await page.keyboard.press('?');
    await expect(legend(page)).toBeVisible();
  });
});
