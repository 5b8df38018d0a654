import type { Locator, Page } from '@playwright/test';

/**
 * Moves the focus to `target` as a keyboard user does: Tab (or Shift+Tab), and the arrow keys inside
 * a toolbar (one Tab stop, its buttons reached by arrows). Fails when it is not reached within
 * `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 60, backwards = false } = {},
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    const where = await target
      .evaluate((node) => {
        if (node === document.activeElement) return 'there';
        return node.closest('[role="toolbar"]')?.contains(document.activeElement) ? 'toolbar' : 'elsewhere';
      })
      .catch(() => 'elsewhere');
    if (where === 'there') return;
    if (where === 'toolbar') await page.keyboard.press(backwards ? 'ArrowLeft' : 'ArrowRight');
    else await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}
