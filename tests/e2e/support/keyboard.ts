import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves: fails when it
 * is not reached within `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 60, backwards = false } = {},
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}
