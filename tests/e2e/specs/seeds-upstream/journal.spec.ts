import type { Locator } from '@playwright/test';
import { expect, SEED_LEARNERS, test } from '../../support/seed-upstream/fixtures';

/** Presses NEXT and waits for the wizard to stand on step `to` of 6, so no press meets the last one's step. */
async function next(dialog: Locator, to: number): Promise<void> {
  await dialog.getByRole('button', { name: 'NEXT' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: `step ${to} of 6, current step` })).toHaveCount(
    1,
  );
}

// The reflective journal against an upstream written from the specification's call tables alone:
// string ids in every path, and a download whose name and type are the upstream's own.

test('journal: an entry is written, edited, downloaded and deleted', async ({ page, signInAs }) => {
  await signInAs(SEED_LEARNERS.onboarded);
  await page.goto('/dashboard/reflect');
  await expect(page.getByRole('heading', { name: 'No entries yet!' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: "LET'S DO THIS!" }).click();
  const dialog = page.getByRole('dialog', { name: 'New entry' });
  await next(dialog, 1);
  await dialog.getByRole('textbox', { name: 'Give this entry a title' }).fill('Seminar on memory');
  await next(dialog, 2);
  await dialog.getByRole('textbox', { name: /What happened/ }).fill('The seminar moved fast.');
  for (let step = 3; step <= 6; step += 1) await next(dialog, step);
  await dialog.getByRole('textbox', { name: /differently next time/ }).fill('Ask for the slides first.');
  await dialog.getByRole('button', { name: 'FINISH' }).click();
  await expect(dialog).toHaveCount(0);
  const grid = page.getByRole('grid', { name: 'Your journal entries' });
  const row = (title: string) => grid.getByRole('row').filter({ hasText: title });
  await expect(row('Seminar on memory')).toHaveCount(1);

  await row('Seminar on memory').getByRole('button', { name: 'Options for Seminar on memory' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit entry' });
  await next(edit, 1);
  await edit.getByRole('textbox', { name: 'Give this entry a title' }).fill('Seminar on sleep');
  for (let step = 2; step <= 6; step += 1) await next(edit, step);
  await expect(edit.getByRole('textbox', { name: /differently next time/ })).toHaveValue(
    'Ask for the slides first.',
  );
  await edit.getByRole('button', { name: 'FINISH' }).click();
  await expect(row('Seminar on sleep')).toHaveCount(1);
  await expect(row('Seminar on memory')).toHaveCount(0);

  // One entry is a browser navigation to its file, named as the upstream names it.
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await row('Seminar on sleep').getByRole('button', { name: 'Options for Seminar on sleep' }).click();
  await page.getByRole('menuitem', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Seminar on sleep.txt');

  await row('Seminar on sleep').getByRole('button', { name: 'Options for Seminar on sleep' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete entry?' })
    .getByRole('button', { name: 'DELETE' })
    .click();
  await expect(page.getByRole('heading', { name: 'No entries yet!' })).toBeVisible();
});
