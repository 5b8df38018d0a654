import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { smallGif } from '../support/images';
import { seedLearner } from '../support/session';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Controls on screen, outside the toasts, that the toasts' box overlaps (WCAG 2.4.11). */
const controlsUnderToasts = (page: Page) =>
  page.evaluate(() => {
    const region = document.querySelector('section[aria-label="Notifications"]');
    if (!region) return ['no toasts'];
    const area = region.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="tab"], [tabindex="0"]',
    );
    return [...controls]
      .filter((control) => !region.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
        const overlaps =
          box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top;
        return shown && overlaps;
      })
      .map((control) => control.outerHTML.slice(0, 80));
  });

/**
 * The learner's NEWBIE badge is fresh: forgetting that it was announced brings its toast back (a new
 * browser has nothing to forget yet).
 */
async function showAchievementToast(page: Page, dashboardPath: string) {
  if (page.url() !== 'about:blank') {
    await page.evaluate(() => localStorage.removeItem('studyflow:shown-achievements'));
  }
  await page.goto(dashboardPath);
  await expect(toasts(page)).toContainText('Achievement unlocked.');
  // Pointing at it stops its 10 s clock while the test looks.
  await toasts(page).hover();
}

test.describe('toasts', () => {
  test.beforeEach(async ({ context }, testInfo) => {
    await seedLearner(context, testInfo, { firstName: 'Tove' });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`never cover a control at 1280 px, 320 px and 200 % zoom, in the ${theme} theme`, async ({
      page,
      dashboardPath,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript(
        (chosen) => localStorage.setItem('studyflow:preferred-theme', JSON.stringify(chosen)),
        theme,
      );
      for (const size of [
        { width: 1280, height: 720 },
        { width: 320, height: 568 },
        { width: 640, height: 360 },
      ]) {
        await page.setViewportSize(size);
        await showAchievementToast(page, dashboardPath);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await controlsUnderToasts(page), `${size.width} × ${size.height}`).toEqual([]);
      }
    });
  }

  test('are announced politely, close with Escape, and can be read again', async ({
    page,
    dashboardPath,
  }) => {
    await showAchievementToast(page, dashboardPath);
    // One polite live region says it; nothing interrupts.
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: 'Achievement unlocked. NEWBIE' }),
    ).toHaveCount(1);
    await expect(page.locator('[aria-live="assertive"]')).toHaveCount(0);

    // On a Saturday or Sunday sign-in the study edition also awards WEEKEND WARRIOR (a toast of
    // its own): Escape closes the toast that has focus, so each is closed from its own VIEW.
    const open = toasts(page).locator('[data-toast]');
    for (let shown = await open.count(); shown > 0; shown -= 1) {
      await open.first().getByRole('button', { name: 'VIEW' }).focus();
      await page.keyboard.press('Escape');
      await expect(open).toHaveCount(shown - 1);
    }
    await expect(toasts(page)).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Earlier messages' }).click();
    const earlier = page.getByRole('dialog', { name: 'Earlier messages' });
    await expect(earlier.getByRole('listitem').first()).toContainText('Achievement unlocked.');
    await earlier.getByRole('button', { name: 'VIEW' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/);
    await expect(page.getByRole('dialog', { name: 'Achievements' })).toBeVisible();
  });

  test('shown while a dialog is open sit inside it, above its content', async ({ page }) => {
    await quietAchievements(page);
    await page.goto('/dashboard/settings/profile');
    await page.getByRole('button', { name: 'Add profile image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile image' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'drawing.gif',
      mimeType: 'image/gif',
      buffer: smallGif(),
    });
    await expect(dialog.getByRole('region', { name: 'Notifications' })).toContainText(
      'Error: Image type must be jpeg/png',
    );
    await toasts(page).hover();
    expect(await controlsUnderToasts(page)).toEqual([]);
    // In the dialog's focus order: Tab from its Close button reaches the toast's.
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().focus();
    await page.keyboard.press('Tab');
    await expect(toasts(page).getByRole('button', { name: 'Close' })).toBeFocused();
  });
});
