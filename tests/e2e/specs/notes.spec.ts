import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, stepPath } from '../support/learning';
import { seedLearner } from '../support/session';

const notesDialog = (page: Page) => page.getByRole('dialog', { name: 'Notes' });

test.describe('notes', () => {
  test.beforeEach(async ({ context, page }, testInfo) => {
    test.setTimeout(150_000);
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Nora' });
  });

  test('are written on a step, found, edited, printed and deleted', async ({ page, edition, context }) => {
    const step = FIRST_STEP[edition];
    await page.goto(stepPath(edition));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name, { timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Notes' }).click();
    const dialog = notesDialog(page);
    const field = dialog.getByRole('textbox', { name: `New note on “${step.name}”` });
    await field.fill('   ');
    await field.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Your notes' })).toHaveCount(0);
    await field.fill('  Circle the instruction word first  ');
    await field.press('Enter');
    await expect(field).toHaveValue('');
    const notes = dialog.getByRole('list', { name: 'Your notes' });
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes).toContainText('Circle the instruction word first');
    await field.fill('Check the word limit');
    await field.press('Enter');
    await expect(notes.getByRole('listitem')).toHaveCount(2);
    // Escape empties a half-typed note and leaves the dialog open.
    await field.fill('half a thought');
    await field.press('Escape');
    await expect(field).toHaveValue('');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(386);

    const search = dialog.getByRole('searchbox', { name: 'Search your notes' });
    await search.fill('limit');
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes).toContainText('Check the word limit');
    await search.fill('');
    await expect(notes.getByRole('listitem')).toHaveCount(2);

    const first = notes.getByRole('listitem').filter({ hasText: 'Circle the instruction word first' });
    await first.getByRole('button', { name: /actions$/ }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = dialog.getByRole('textbox', { name: 'Edit note' });
    await expect(edit).toBeFocused();
    await edit.fill('Circle the instruction word');
    await edit.press('Enter');
    await expect(notes).toContainText('Circle the instruction word');
    await expect(dialog.getByRole('textbox', { name: 'Edit note' })).toHaveCount(0);

    // The step's sidebar now marks the note.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const current = page.getByRole('navigation', { name: 'Module contents' }).getByRole('link', {
      name: new RegExp(step.name),
    });
    await expect(current).toContainText('Has a note');

    // The print view opens in a new tab, by flow then section, with a print button.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Notes' }).click();
    const [printed] = await Promise.all([
      context.waitForEvent('page'),
      notesDialog(page)
        .getByRole('link', { name: /Print notes/ })
        .click(),
    ]);
    await expect(printed).toHaveURL(/\/dashboard\/print_notes$/);
    await expect(printed.getByRole('heading', { level: 1 })).toHaveText(
      edition === 'pro' ? 'Studyflow Pro Notebook' : 'Studyflow Notebook',
      { timeout: 20_000 },
    );
    await expect(printed.getByRole('heading', { level: 3, name: step.moduleName })).toBeVisible();
    await expect(printed.getByRole('button', { name: 'Print' })).toBeVisible();
    await printed.emulateMedia({ media: 'print' });
    await expect(printed.getByRole('button', { name: 'Print' })).toBeHidden();
    await printed.close();

    const second = notesDialog(page).getByRole('list', { name: 'Your notes' }).getByRole('listitem').filter({
      hasText: 'Check the word limit',
    });
    await second.getByRole('button', { name: /actions$/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(
      notesDialog(page).getByRole('list', { name: 'Your notes' }).getByRole('listitem'),
    ).toHaveCount(1);

    // Visit step leads back to the note's step and closes the dialog.
    await page.goto('/dashboard/settings/profile');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Notes' }).click();
    await notesDialog(page)
      .getByRole('button', { name: /actions$/ })
      .click();
    await page.getByRole('menuitem', { name: 'Visit step' }).click();
    await expect(page).toHaveURL(new RegExp(`${stepPath(edition)}$`));
    await expect(notesDialog(page)).toBeHidden();
  });
});

test.describe('achievements from notes (BDG-5)', () => {
  test('the fifth note earns NOTE NINJA, announced by a toast', async ({
    context,
    page,
    edition,
  }, testInfo) => {
    test.setTimeout(150_000);
    // No quietAchievements here: the new badge must be announced. Four notes exist already.
    await seedLearner(context, testInfo, {
      firstName: 'Nina',
      notes: [1, 2, 3, 4].map((n) => ({ step: stepPath(edition), content: `Note ${n}` })),
    });
    const step = FIRST_STEP[edition];
    await page.goto(stepPath(edition));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name, { timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Notes' }).click();
    const field = notesDialog(page).getByRole('textbox', { name: `New note on “${step.name}”` });
    await field.fill('Note 5');
    await field.press('Enter');
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts).toContainText('Achievement unlocked.', { timeout: 20_000 });
    await expect(toasts).toContainText('NOTE NINJA');
  });
});
