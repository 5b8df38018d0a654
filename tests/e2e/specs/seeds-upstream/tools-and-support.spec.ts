import { expect, SEED_LEARNERS, test } from '../../support/seed-upstream/fixtures';

// A study tool, support and wellbeing (study edition) against an upstream written from the
// specification's call tables alone.

test.beforeEach(async ({ signInAs }) => {
  await signInAs(SEED_LEARNERS.onboarded);
});

test('study tools: the Essay Word Wizard lists the upstream’s words by letter', async ({ page }) => {
  await page.goto('/dashboard/study-tools');
  await page
    .getByRole('list', { name: 'Study tools' })
    .getByRole('button', { name: 'Open Essay Question Wizard' })
    .click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Essay Question Wizard' })).toBeFocused();
  await page.getByRole('button', { name: 'C, 2 words' }).click();
  await expect(page.getByRole('heading', { name: 'Words starting with C' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Compare' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'how they differ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'X, no words' })).toBeDisabled();
});

test('the planner keeps the week in this browser where the upstream keeps no plans, and says so', async ({
  page,
}) => {
  // The planner's calls are ours, not the specification's: without them the week lives in the browser.
  await page.goto('/dashboard/study-tools');
  await page
    .getByRole('list', { name: 'Study tools' })
    .getByRole('button', { name: 'Open Productivity Planner' })
    .click({ timeout: 20_000 });
  await expect(page.getByText(/Your plan is kept in this browser only/)).toBeVisible();
  await page.getByRole('textbox', { name: 'What you will study' }).fill('Read chapter 3');
  await page.getByRole('button', { name: 'Add block' }).click();
  const monday = page
    .getByRole('list', { name: 'Your week' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Monday' }) });
  await expect(monday).toContainText('09:00–10:00 Read chapter 3');

  await page.reload();
  await page.getByRole('button', { name: 'Open Productivity Planner' }).click({ timeout: 20_000 });
  await expect(monday).toContainText('09:00–10:00 Read chapter 3');
  await monday.getByRole('button', { name: 'Remove Read chapter 3, Monday 09:00' }).click();
  await expect(monday).toContainText('Nothing planned.');
});

test('support: a message reaches the team', async ({ page, stack }) => {
  await page.goto('/support');
  await page.getByRole('button', { name: 'Send us a message' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Send us a message' });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('  My notes page will not print  ');
  await dialog.getByRole('button', { name: 'SEND' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  expect(stack.upstream.messages()).toEqual([
    { kind: 'support', from: SEED_LEARNERS.onboarded.email, text: 'My notes page will not print' },
  ]);
});

test('wellbeing: the Calm gift is requested, and stays requested', async ({ page, stack }) => {
  await page.goto('/wellbeing');
  await page.getByRole('button', { name: 'Find out about Calm' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Your Calm gift' });
  await dialog.getByRole('button', { name: 'Learn more' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('sam@northfield.example');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await dialog.getByRole('textbox', { name: 'Surname' }).fill('Lee');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('heading', { name: 'All done!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  // The form's three fields arrived as the specification names them (first_name, not firstName).
  expect(stack.upstream.messages()).toEqual([
    { kind: 'calm', from: SEED_LEARNERS.onboarded.email, text: 'Sam Lee <sam@northfield.example>' },
  ]);

  // After a reload the user comes from the upstream again: the request is in.
  await page.reload();
  await page.getByRole('button', { name: 'Find out about Calm' }).click({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Your Calm gift' })).toContainText(
    'you will hear from us within 48 hours',
  );
});

// A Rails upstream keys API-45's per-chip lists by the chip's value (`softwares.note_taking` beside
// `chip_items: [{ value: 'note_taking' }]`); the upstream client camelCases every key, and the BFF's
// resources.list gives each chip its list back under its own value.
test('resources: a chip swaps the demo library’s list', async ({ page }) => {
  await page.goto('/resources');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(2, { timeout: 20_000 });
  await page.getByRole('radio', { name: 'Note taking' }).click();
  await expect(cards.getByRole('heading')).toHaveText(['OneNote']);
});
