import { type ElementHandle, expect, type Page } from '@playwright/test';

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

/** Resolves once a node of the snapshot has been replaced by the app's own render. */
export async function takenOver(snapshotNode: ElementHandle | null): Promise<void> {
  await expect
    .poll(() => snapshotNode?.evaluate((node) => node.isConnected), { timeout: 30_000 })
    .toBe(false);
}
