import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { seedLearner, trpc } from '../support/session';

const entryDialog = (page: Page, name = 'New entry') => page.getByRole('dialog', { name });
const table = (page: Page) => page.getByRole('grid', { name: 'Your journal entries' });

test.describe('reflective journal', () => {
  test.beforeEach(async ({ page }) => {
    await quietAchievements(page);
  });

  test('an entry written in the modal is kept across sessions', async ({ page, context }, testInfo) => {
    // Writing an entry by keyboard, with its focus order, the blank title's error and PREVIOUS, is
    // keyboard-journeys.spec.ts's 'a journal entry'; this adds that the server keeps it.
    await seedLearner(context, testInfo, { firstName: 'Jo' });
    await page.goto('/dashboard/reflect');
    await page.getByRole('button', { name: "LET'S DO THIS!" }).click();
    const dialog = entryDialog(page);
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await dialog.getByRole('textbox', { name: 'Give this entry a title' }).fill('Seminar on memory');
    for (let step = 0; step < 5; step += 1) await dialog.getByRole('button', { name: 'NEXT' }).click();
    await dialog
      .getByRole('textbox', { name: 'What will you do differently next time?' })
      .fill('Ask for the slides before the seminar.');
    await dialog.getByRole('button', { name: 'FINISH' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(table(page).getByRole('row').filter({ hasText: 'Seminar on memory' })).toHaveCount(1);

    // Another browser with the same sign-in (cookies only, no local storage) sees the entry.
    const { cookies } = await context.storageState();
    const other = await page
      .context()
      .browser()
      ?.newContext({ storageState: { cookies, origins: [] } });
    if (!other) throw new Error('no browser');
    const second = await other.newPage();
    await second.goto(new URL('/dashboard/reflect', page.url()).href);
    await expect(second.getByRole('heading', { level: 1, name: 'Your Reflective Journal' })).toBeVisible({
      timeout: 30_000,
    });
    const row = table(second).getByRole('row').filter({ hasText: 'Seminar on memory' });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toContainText('Ask for the slides before the seminar.');
    await other.close();
  });

  test('the draft survives a close and a reload until FINISH, and a failed save keeps every field', async ({
    page,
    context,
  }, testInfo) => {
    await seedLearner(context, testInfo, { firstName: 'Jo' });
    await page.goto('/dashboard/reflect');
    await page.getByRole('button', { name: "LET'S DO THIS!" }).click();
    let dialog = entryDialog(page);
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await dialog.getByRole('textbox', { name: 'Give this entry a title' }).fill('Group project');
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await dialog.getByRole('textbox', { name: /What happened/ }).fill('We split the work.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await page.getByRole('button', { name: "LET'S DO THIS!" }).click();
    dialog = entryDialog(page);
    await expect(dialog.getByText('We kept your unfinished entry from last time.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /What happened/ })).toHaveValue('We split the work.');

    // The save fails: the modal stays, says so, and nothing typed is lost.
    await page.route('**/trpc/journal.create**', (route) => route.fulfill({ status: 500, body: 'down' }));
    for (let step = 0; step < 4; step += 1) await dialog.getByRole('button', { name: 'NEXT' }).click();
    await dialog.getByRole('textbox', { name: /differently next time/ }).fill('Agree deadlines early.');
    await dialog.getByRole('button', { name: 'FINISH' }).click();
    await expect(dialog.getByRole('alert')).toContainText('We could not save your entry.');
    await expect(dialog.getByRole('textbox', { name: /differently next time/ })).toHaveValue(
      'Agree deadlines early.',
    );
    await page.unroute('**/trpc/journal.create**');
    await dialog.getByRole('button', { name: 'FINISH' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(table(page).getByRole('row').filter({ hasText: 'Group project' })).toHaveCount(1);
    // FINISH forgot the draft: a new entry starts empty.
    await page.getByRole('button', { name: 'NEW ENTRY' }).click();
    await expect(entryDialog(page).getByText('We kept your unfinished entry')).toHaveCount(0);
    await entryDialog(page).getByRole('button', { name: 'NEXT' }).click();
    await expect(entryDialog(page).getByRole('textbox', { name: 'Give this entry a title' })).toHaveValue('');
    // An explicit discard forgets a draft too.
    await entryDialog(page).getByRole('textbox', { name: 'Give this entry a title' }).fill('Throw away');
    await entryDialog(page).getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('button', { name: 'NEW ENTRY' }).click();
    await expect(entryDialog(page).getByText('We kept your unfinished entry')).toHaveCount(0);
  });

  test('a draft left here meets a newer save from another device: reopening asks which to keep, by keyboard', async ({
    page,
    context,
  }, testInfo) => {
    await seedLearner(context, testInfo, {
      firstName: 'Dee',
      reflections: [{ title: 'Seminar on memory', observe1: 'The seminar moved fast.' }],
    });
    await page.goto('/dashboard/reflect');
    const edit = async () => {
      await page.getByRole('button', { name: 'Options for Seminar on memory' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      return entryDialog(page, 'Edit entry');
    };
    let dialog = await edit();
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await dialog.getByRole('textbox', { name: /What happened/ }).fill('Draft: too fast to take notes.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Meanwhile the entry is saved on another device.
    const [entry] = await trpc<{ id: number; title: string }[]>(
      context.request,
      testInfo,
      'query',
      'journal.list',
    );
    await trpc(context.request, testInfo, 'mutation', 'journal.update', {
      id: entry?.id,
      title: 'Seminar on memory',
      observe1: 'Saved elsewhere: the recording helped.',
      observe2: '',
      reflect1: '',
      reflect2: '',
      act: '',
    });

    await page.reload();
    dialog = await edit();
    const question = dialog.getByRole('heading', { name: 'This entry has changed since your draft' });
    await expect(question).toBeFocused();
    await expect(dialog.getByRole('region', { name: 'Your draft' })).toContainText(
      'Draft: too fast to take notes.',
    );
    await expect(dialog.getByRole('region', { name: 'Saved version' })).toContainText(
      'Saved elsewhere: the recording helped.',
    );
    await expect(dialog.getByRole('button', { name: 'FINISH' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Keep my draft' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Use the saved version' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The toast lands in the open dialog, in view and in its focus order; focus goes on to the entry.
    await expect(dialog).toContainText('The saved version is open. Your draft was discarded.');
    await expect(dialog.getByRole('heading', { name: 'Welcome to your reflection' })).toBeFocused();
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await expect(dialog.getByRole('textbox', { name: /What happened/ })).toHaveValue(
      'Saved elsewhere: the recording helped.',
    );
    // The draft stands on the saved version now: reopening no longer asks.
    await page.keyboard.press('Escape');
    dialog = await edit();
    await expect(dialog.getByRole('button', { name: 'NEXT' })).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'This entry has changed since your draft' }),
    ).toHaveCount(0);
  });

  test('entries are edited, downloaded one and many at a time, and deleted', async ({
    page,
    context,
  }, testInfo) => {
    // Three entries written earlier (writing one through the modal is the first test's, and
    // keyboard-journeys.spec.ts's 'a journal entry').
    await seedLearner(context, testInfo, {
      firstName: 'Jo',
      reflections: ['Lecture on sleep', 'Lab write-up', 'Exam planning'].map((title) => ({
        title,
        act: `Act on ${title}`,
      })),
    });
    await page.goto('/dashboard/reflect');
    const grid = table(page);
    await expect(grid.getByRole('row')).toHaveCount(4);

    // Edit opens the entry filled in; FINISH updates it.
    const row = (title: string) => grid.getByRole('row').filter({ hasText: title });
    await row('Lab write-up').getByRole('button', { name: 'Options for Lab write-up' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = entryDialog(page, 'Edit entry');
    await edit.getByRole('button', { name: 'NEXT' }).click();
    await expect(edit.getByRole('textbox', { name: 'Give this entry a title' })).toHaveValue('Lab write-up');
    await edit.getByRole('textbox', { name: 'Give this entry a title' }).fill('Lab write-up, revised');
    for (let step = 0; step < 5; step += 1) await edit.getByRole('button', { name: 'NEXT' }).click();
    await expect(edit.getByRole('textbox', { name: /differently next time/ })).toHaveValue(
      'Act on Lab write-up',
    );
    await edit.getByRole('button', { name: 'FINISH' }).click();
    await expect(row('Lab write-up, revised')).toHaveCount(1);
    await expect(grid.getByRole('row')).toHaveCount(4);

    // One entry: a browser download named after it (DOCX by default).
    const single = page.waitForEvent('download');
    await row('Lecture on sleep').getByRole('button', { name: 'Options for Lecture on sleep' }).click();
    await page.getByRole('menuitem', { name: 'Download' }).click();
    const docx = await single;
    expect(docx.suggestedFilename()).toBe('Lecture on sleep.docx');
    const bytes = await readFile((await docx.path()) ?? '');
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    // Many entries as Markdown, with progress.
    await page.getByRole('button', { name: /Download as/ }).click();
    await page.getByRole('option', { name: 'Markdown text (.md)' }).click();
    await row('Lecture on sleep').getByRole('checkbox').check({ force: true });
    await row('Exam planning').getByRole('checkbox').check({ force: true });
    await expect(page.getByText('2 entries selected')).toBeVisible();
    const bulk = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download selected entries' }).click();
    const markdown = await bulk;
    expect(markdown.suggestedFilename()).toBe('Reflective journal (2 entries).md');
    const text = await readFile((await markdown.path()) ?? '', 'utf8');
    expect(text).toContain('# Reflective journal');
    expect(text).toContain('## Lecture on sleep');
    expect(text).toContain('## Exam planning');
    expect(text).toContain('Act on Exam planning');
    expect(text).not.toContain('Lab write-up');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your entries have been downloaded.' }),
    ).toBeVisible();

    // Bulk delete: CANCEL clears the selection; DELETE removes the entries.
    await page.getByRole('button', { name: 'Delete selected entries' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete entries?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'CANCEL' }).click();
    await expect(page.getByText('2 entries selected')).toHaveCount(0);
    await expect(row('Exam planning').getByRole('checkbox')).not.toBeChecked();
    await row('Lecture on sleep').getByRole('checkbox').check({ force: true });
    await row('Exam planning').getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Delete selected entries' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete entries?' })
      .getByRole('button', { name: 'DELETE' })
      .click();
    await expect(grid.getByRole('row')).toHaveCount(2);
    // One entry from its row: 'Delete entry?'.
    await row('Lab write-up, revised')
      .getByRole('button', { name: /^Options for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete entry?' })
      .getByRole('button', { name: 'DELETE' })
      .click();
    await expect(page.getByRole('heading', { name: 'No entries yet!' })).toBeVisible();
  });

  test('on a narrow screen the video is a button and the action column is gone', async ({
    page,
    context,
  }, testInfo) => {
    await seedLearner(context, testInfo, { firstName: 'Jo', reflections: [{ title: 'Short one' }] });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/dashboard/reflect');
    await expect(table(page).getByRole('columnheader', { name: 'Title' })).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: 'Action' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Watch the 1-minute video' }).click();
    const video = page.getByRole('dialog', { name: 'How the reflective journal works (1 minute)' });
    await expect(video.locator('video')).toHaveCount(1, { timeout: 20_000 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(table(page).getByRole('columnheader', { name: 'Action' })).toBeVisible();
  });
});
