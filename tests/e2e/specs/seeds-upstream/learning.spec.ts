import type { Page } from '@playwright/test';
import { expect, SEED_LEARNERS, test } from '../../support/seed-upstream/fixtures';

// The learning journeys against an upstream written from the specification's call tables alone.
const MODULE = '/flows/essay-writing/learning_modules/understanding-the-question';
const STEP = {
  path: `${MODULE}/chapters/instruction-words/steps/what-the-question-wants`,
  name: 'What the question wants you to do',
  next: 'instruction-words-in-a-minute',
};

const openStep = async (page: Page) => {
  await page.goto(STEP.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STEP.name, { timeout: 20_000 });
};

// Every journey below opens a step page, whose sidebar asks learningModules.get (API-20). The
// specification shows no `flow` on a module, and this upstream gives none: the BFF finds the module's
// flow (its colours) in GET /flows.
test.beforeEach(async ({ signInAs }) => {
  await signInAs(SEED_LEARNERS.onboarded);
});

test('learn: a module from the dashboard opens its first text step, which is completed', async ({
  page,
  dashboardPath,
}) => {
  await page.goto(dashboardPath);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Understanding the question' }) });
  await card.getByRole('link', { name: 'Understanding the question' }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${STEP.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STEP.name, { timeout: 20_000 });
  await expect(page.getByText('Every essay question hides an instruction word')).toBeVisible();

  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).click();
  await expect(page.getByText('COMPLETED', { exact: true })).toBeVisible();
  const current = page
    .getByRole('navigation', { name: 'Module contents' })
    .getByRole('link', { name: new RegExp(STEP.name) });
  await expect(current).toContainText('Completed');

  await page.getByRole('link', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(new RegExp(`/steps/${STEP.next}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instruction words in a minute');
});

test('notes: one is written on a step, edited and deleted', async ({ page }) => {
  await openStep(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Notes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notes' });
  const field = dialog.getByRole('textbox', { name: `New note on “${STEP.name}”` });
  await field.fill('Circle the instruction word first');
  await field.press('Enter');
  const notes = dialog.getByRole('list', { name: 'Your notes' }).getByRole('listitem');
  await expect(notes).toHaveCount(1);
  await expect(notes).toContainText('Circle the instruction word first');

  await notes.getByRole('button', { name: /actions$/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = dialog.getByRole('textbox', { name: 'Edit note' });
  await edit.fill('Circle the instruction word, then the topic');
  await edit.press('Enter');
  await expect(notes).toContainText('Circle the instruction word, then the topic');
  await expect(dialog.getByRole('textbox', { name: 'Edit note' })).toHaveCount(0);

  await notes.getByRole('button', { name: /actions$/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(notes).toHaveCount(0);
});

test('favourites: a step favourited is read in the favourites', async ({ page }) => {
  await openStep(page);
  const favourite = page.getByRole('button', { name: 'Favourite', exact: true });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(new RegExp(`/favourites${STEP.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STEP.name, { timeout: 20_000 });
  const sidebar = page.getByRole('navigation', { name: 'Your favourite steps' });
  await expect(sidebar.getByRole('link', { name: new RegExp(STEP.name) })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('search: the top bar finds a step and opens it', async ({ page, dashboardPath }) => {
  await page.goto(dashboardPath);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('instruction', { timeout: 20_000 });
  const results = page.getByRole('listbox', { name: /^Search results/ });
  await results.getByRole('option', { name: new RegExp(STEP.name) }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${STEP.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STEP.name, { timeout: 20_000 });
});
