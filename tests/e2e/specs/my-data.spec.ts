import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, stepPath } from '../support/learning';
import { seedLearner } from '../support/session';

// The profile page's "Your data": Download my data (a zip of Markdown and JSON made in the browser)
// and Delete my account (the accountDelete extension of docs/upstream-api.md).

const PROFILE = '/dashboard/settings/profile';
const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });

test.describe('my data', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await quietAchievements(page);
  });

  test('Download my data: a part that fails is named with Try again, then one zip holds every part as Markdown and JSON @editions', async ({
    context,
    page,
    edition,
  }, testInfo) => {
    const step = FIRST_STEP[edition];
    const learner = await seedLearner(context, testInfo, {
      firstName: 'Dana',
      completedSteps: [stepPath(edition)],
      favouriteSteps: [stepPath(edition)],
      notes: [{ step: stepPath(edition), content: 'Underline the instruction word first.' }],
      reflections: [{ title: 'Seminar on sources', observe1: 'We compared three sources.' }],
    });
    await page.goto(PROFILE);
    const section = yourData(page);

    // The notes fail once: the page names them, offers no file, and carries on when asked.
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await page.route('**/trpc/notes.list**', (route) => route.abort());
    await section.getByRole('button', { name: 'Download my data' }).click({ timeout: 20_000 });
    const failed = section.getByRole('alert');
    await expect(failed).toContainText('We could not gather your notes this time');
    // Focus moves to the message (its frame holds the alert), so the learner hears it and is at Try again.
    await expect(page.locator(':focus')).toContainText('We could not gather your notes this time');
    expect(downloads).toBe(0);

    await page.unroute('**/trpc/notes.list**');
    const download = page.waitForEvent('download');
    await failed.getByRole('button', { name: 'Try again' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^studyflow-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(section.getByRole('status')).toContainText(
      `Your data is ready: your browser is saving ${file.suggestedFilename()}`,
    );
    await expect(section.getByRole('alert')).toHaveCount(0);

    const archive = await JSZip.loadAsync(await readFile(await file.path()));
    const parts = [
      'profile',
      'badges',
      'accessibility-settings',
      'notes',
      'journal',
      'favourites',
      'progress',
    ];
    expect(Object.keys(archive.files).sort()).toEqual(
      ['README.md', ...parts.flatMap((part) => [`${part}.md`, `${part}.json`])].sort(),
    );
    const text = (name: string) => {
      const entry = archive.file(name);
      if (!entry) throw new Error(`${name} is not in the zip`);
      return entry.async('string');
    };
    const brand = edition === 'pro' ? 'Studyflow Pro' : 'Studyflow';
    expect(await text('README.md')).toContain(`# Your ${brand} data`);
    expect(await text('notes.md')).toContain(`## ${step.name}`);
    expect(await text('notes.md')).toContain('Underline the instruction word first.');
    expect(await text('notes.md')).toMatch(/Written on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(await text('journal.md')).toContain('## Seminar on sources');
    expect(await text('journal.md')).toContain('We compared three sources.');
    expect(await text('favourites.md')).toContain(`- ${step.name}, in ${step.chapterName}`);
    expect(await text('progress.md')).toContain(`### ${step.moduleName}: `);
    expect(await text('profile.md')).toContain(`- Email: ${learner.email}`);

    const notes = JSON.parse(await text('notes.json')) as { content: string; stepSlug: string }[];
    expect(notes).toEqual([
      expect.objectContaining({ content: 'Underline the instruction word first.', stepSlug: step.step }),
    ]);
    const journal = JSON.parse(await text('journal.json')) as { title: string; observe1: string }[];
    expect(journal).toEqual([
      expect.objectContaining({ title: 'Seminar on sources', observe1: 'We compared three sources.' }),
    ]);
    const profile = JSON.parse(await text('profile.json')) as { email: string; firstName: string };
    expect(profile).toMatchObject({ email: learner.email, firstName: 'Dana' });
    const progress = JSON.parse(await text('progress.json')) as { flows: unknown[]; modules: unknown[] };
    expect(progress.modules.length).toBeGreaterThan(0);
  });

  test('Delete my account: Cancel keeps it; confirmed, the learner is signed out on a page that says so and cannot sign in again', async ({
    context,
    page,
  }, testInfo) => {
    const learner = await seedLearner(context, testInfo, {
      firstName: 'Kit',
      notes: [{ step: stepPath('study'), content: 'A note that goes with the account.' }],
    });
    await page.goto(PROFILE);
    const open = yourData(page).getByRole('button', { name: 'Delete my account' });
    await open.click({ timeout: 20_000 });
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('your notes and your reflective journal');
    await expect(dialog).toContainText('not refunded');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // Still there after a reload: nothing was sent.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible({
      timeout: 20_000,
    });

    await yourData(page).getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
    ).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.filter((cookie) => cookie.name.endsWith('_studyflow_session'))).toEqual([]);

    // Signed out: the profile page sends a guest to sign in, and the account no longer signs in.
    await page.goto(PROFILE);
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await page.getByLabel('Email', { exact: true }).fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  });
});
