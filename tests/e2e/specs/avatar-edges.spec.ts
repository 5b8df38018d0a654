import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { makePng, smallGif } from '../support/images';
import { seedLearner } from '../support/session';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Profile image' });
const accountMenu = (page: Page) => page.getByRole('button', { name: 'account menu' });
const png = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: makePng(320, 320, [30, 95, 116], [242, 201, 76]),
};

test.describe('profile image', () => {
  test.beforeEach(async ({ context, page }, testInfo) => {
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Oli' });
    await page.goto('/dashboard/settings/profile');
    await page.getByRole('button', { name: 'Add profile image' }).click();
  });

  test('an error about an earlier file goes once a good one is chosen and uploaded', async ({ page }) => {
    const input = dialogOf(page).locator('input[type="file"]');
    await input.setInputFiles({ name: 'drawing.gif', mimeType: 'image/gif', buffer: smallGif() });
    await expect(toasts(page)).toContainText('Error: Image type must be jpeg/png');
    // Pointing at the toast stops its clock: only the good file can take it away.
    await toasts(page).hover();
    await input.setInputFiles(png);
    await expect(dialogOf(page).getByRole('application', { name: 'Image crop area' })).toBeVisible();
    await expect(toasts(page)).toBeHidden();
    await dialogOf(page).getByRole('button', { name: 'UPLOAD' }).click();
    await expect(dialogOf(page)).toBeHidden();
    await expect(accountMenu(page).locator('img')).toBeVisible();
    await expect(page.getByText('Error: Image type must be jpeg/png')).toHaveCount(0);
  });

  test('Remove acts at once, asking nothing first; the removal can be undone from its toast', async ({
    page,
  }) => {
    const dialog = dialogOf(page);
    await dialog.locator('input[type="file"]').setInputFiles(png);
    await dialog.getByRole('button', { name: 'UPLOAD' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add profile image' }).click();

    // PRF-8: Remove deletes; the way back is Undo, not a question first.
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Remove your profile image?' })).toHaveCount(0);
    await expect(accountMenu(page).locator('img')).toHaveCount(0);
    await expect(accountMenu(page)).toContainText('OT');

    // Undo puts the same image back, from the toast, by keyboard too.
    await expect(toasts(page)).toContainText('Profile image removed.');
    const undo = toasts(page).getByRole('button', { name: 'Undo' });
    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toContainText('Profile image restored.');
    await expect(accountMenu(page).locator('img')).toBeVisible();
    await page.reload();
    await expect(accountMenu(page).locator('img')).toBeVisible({ timeout: 20_000 });
  });
});
