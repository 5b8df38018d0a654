import { expect, type Page } from '@playwright/test';

/**
 * Holds the app's first script back until `release()`: on a prerendered page the visitor then acts
 * on the plain snapshot, before the app has taken it over.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once the app has hydrated the prerendered page (apps/web/src/app/takeover.ts marks
 * #root) and carried out what the visitor did before it listened.
 */
export async function takenOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'hydrated', { timeout: 30_000 });
}
