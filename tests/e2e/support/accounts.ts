import { type BrowserContext, expect, type Page } from '@playwright/test';

/**
 * For tests that are not about achievement toasts: marks every badge id a fresh test database can
 * hold as already announced, so no 'Achievement unlocked.' toast covers what the test clicks.
 */
export async function quietAchievements(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const ids = Array.from({ length: 400 }, (_, index) => index + 1);
    window.localStorage.setItem('studyflow:shown-achievements', JSON.stringify(ids));
  });
}

/** The seeded learner's dark-mode banner and toasts aside, the signed-in shell is ready. */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}
