import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { makePng, smallGif, tooLargePng } from '../support/images';
import { seedLearner } from '../support/session';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const profileCard = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Profile', exact: true }) });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Profile image' });
const topAvatar = (page: Page) => page.getByRole('button', { name: 'Account menu' }).locator('img');

const png = (left: [number, number, number], right: [number, number, number]) => ({
  name: 'me.png',
  mimeType: 'image/png',
  buffer: makePng(480, 320, left, right),
});

test.describe('profile image', () => {
  test('upload, crop, replace and remove; refuse too-large and wrong-type files', async ({
    context,
    page,
    dashboardPath,
  }, testInfo) => {
    // Three uploads, a removal, reloads and toasts that take 6 s to close: longer than most tests.
    test.setTimeout(240_000);
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Noor', signUpType: 'dsa_licence' });
    await page.goto(dashboardPath);
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('NT');

    // No avatar yet: the modal opens on the drop zone.
    await profileCard(page).getByRole('button', { name: 'Add profile image' }).click();
    const dialog = dialogOf(page);
    const choose = dialog.getByRole('button', { name: 'Choose an image' });
    await expect(choose).toBeVisible();
    await expect(dialog).toContainText('A JPEG or PNG image of up to 5 MB.');

    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({ name: 'drawing.gif', mimeType: 'image/gif', buffer: smallGif() });
    await expect(toasts(page)).toContainText('Error: Image type must be jpeg/png');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: tooLargePng() });
    await expect(toasts(page)).toContainText('Error: Image is larger than 5MB');
    // Error toasts close by themselves after 6 s.
    await expect(toasts(page)).toBeHidden({ timeout: 9000 });
    await expect(choose).toBeVisible();

    // The keyboard route: 'Choose an image' opens the file picker.
    const chooser = page.waitForEvent('filechooser');
    // Focused and pressed in one step: a toast closing in between cannot take the focus away.
    await choose.press('Enter');
    await (await chooser).setFiles(png([30, 95, 116], [242, 201, 76]));
    const cropArea = dialog.getByRole('application', { name: 'Image crop area' });
    await expect(cropArea).toBeVisible();
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuetext', '1.5 times');
    await page.keyboard.press('End');
    await expect(zoom).toHaveAttribute('aria-valuetext', '3.0 times');

    // CANCEL goes back to the drop zone; a second try uploads.
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(choose).toBeVisible();
    await input.setInputFiles(png([30, 95, 116], [242, 201, 76]));
    await cropArea.focus();
    await page.keyboard.press('ArrowLeft');
    await dialog.getByRole('button', { name: 'UPLOAD' }).click();
    await expect(dialog).toBeHidden();
    await expect(topAvatar(page)).toHaveAttribute('src', /\/uploads\/avatars\/.*-medium\.jpg$/);
    // The top bar shows it 32 pixels wide: the browser loads the medium size, not the large.
    await expect
      .poll(() => topAvatar(page).evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await topAvatar(page).evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /-medium\.jpg$/,
    );
    const first = await topAvatar(page).getAttribute('src');

    // Replace: the preview with Update and Remove, then the drop zone again.
    await profileCard(page).getByRole('button', { name: 'Add profile image' }).click();
    await expect(dialog.getByRole('img', { name: 'Your current profile image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await input.setInputFiles(png([123, 76, 158], [221, 238, 255]));
    await dialog.getByRole('button', { name: 'UPLOAD' }).click();
    await expect(dialog).toBeHidden();
    await expect(topAvatar(page)).not.toHaveAttribute('src', first ?? '');
    const second = await topAvatar(page).getAttribute('src');
    await page.reload();
    await expect(topAvatar(page)).toHaveAttribute('src', second ?? '');

    // Remove (at once, with Undo in a toast: avatar-edges.spec.ts): back to the initials, for good.
    await profileCard(page).getByRole('button', { name: 'Add profile image' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(topAvatar(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('NT');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('NT');
    await expect(topAvatar(page)).toHaveCount(0);
  });
});
