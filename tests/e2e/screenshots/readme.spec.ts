import path from 'node:path';
import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { stepPath } from '../support/learning';
import { seedLearner } from '../support/session';
import { ESPEAK_VOICES, fakeSpeech, highlightedWord } from '../support/speech-double';

// The README's pictures of what Studyflow gives a learner beyond its specification. Each is taken
// from the running product (the suite's servers), in the study edition, at 1280 × 800.

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../docs/screenshots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await quietAchievements(page);
});

test('read aloud: the word being read, in the learner’s colours', async ({ context, page }, testInfo) => {
  // Chromium's own voices differ from machine to machine: the Web Speech API's double speaks here,
  // listing the voices of a Linux desktop's speech-dispatcher and espeak-ng.
  await fakeSpeech(page, { wordMs: 180, espeak: ESPEAK_VOICES });
  await seedLearner(context, testInfo, { firstName: 'Robin' });
  await page.goto(stepPath('study'));
  await page.getByRole('button', { name: 'Read aloud', exact: true }).click({ timeout: 20_000 });
  const controls = page.getByRole('group', { name: 'Read aloud controls' });
  await controls.getByRole('button', { name: 'Play' }).click({ timeout: 20_000 });
  await expect.poll(() => highlightedWord(page), { timeout: 10_000 }).not.toBeNull();
  await page.waitForTimeout(900);
  await controls.getByRole('button', { name: 'Pause' }).click();
  await expect(controls.getByText('Paused', { exact: true })).toBeVisible();
  await shot(page, 'read-aloud');
});

test('the voice list: thirteen thousand voices, the page’s language first, found by typing', async ({
  context,
  page,
}, testInfo) => {
  await fakeSpeech(page, { espeak: ESPEAK_VOICES });
  await seedLearner(context, testInfo, { firstName: 'Robin' });
  await page.goto(stepPath('study'));
  await page.getByRole('button', { name: 'Read aloud', exact: true }).click({ timeout: 20_000 });
  const controls = page.getByRole('group', { name: 'Read aloud controls' });
  await controls.getByRole('combobox', { name: 'Voice' }).fill('english');
  await expect(page.getByRole('listbox', { name: 'Voice' }).getByRole('group').first()).toBeVisible();
  await shot(page, 'voice-list');
});

test('the reading guide: three lines in view, the rest dimmed', async ({ context, page }, testInfo) => {
  await seedLearner(context, testInfo, { firstName: 'Lina' });
  await page.goto(stepPath('study'));
  await page.getByRole('button', { name: 'Reading guide' }).click({ timeout: 20_000 });
  const guide = page.getByRole('slider', { name: 'Reading guide' });
  await guide.focus();
  for (let line = 0; line < 4; line += 1) await page.keyboard.press('ArrowDown');
  await expect(guide).toHaveAttribute('aria-valuetext', /^Line \d+ of \d+: \S/);
  await shot(page, 'reading-guide');
});

test('text spacing: the largest line, letter and word spacing', async ({
  context,
  page,
  dashboardPath,
}, testInfo) => {
  await seedLearner(context, testInfo, { firstName: 'Sam' });
  await page.goto(dashboardPath);
  await page.getByRole('button', { name: 'Accessibility settings', exact: true }).click({ timeout: 20_000 });
  const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
  for (const name of ['Line spacing', 'Letter spacing', 'Word spacing']) {
    const slider = panel.getByRole('slider', { name });
    await slider.press('End');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Most');
  }
  await panel.getByRole('slider', { name: 'Word spacing' }).scrollIntoViewIfNeeded();
  await shot(page, 'text-spacing');
});

test('settings before sign-in: a guest’s own colours on the sign-in page', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Accessibility settings', exact: true })
    .click({ timeout: 20_000 });
  const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
  // The swatches are one radio group: the arrow keys choose.
  const pale = panel.getByRole('radio', { name: 'Pale yellow', exact: true });
  await panel.getByRole('radio').first().focus();
  for (let press = 0; press < 16 && !(await pale.isChecked()); press += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(panel.getByText('Kept in this browser.', { exact: true })).toBeVisible();
  await shot(page, 'guest-settings');
});

test('offline: a visited step, its notes and one waiting to send', async ({ context, page }, testInfo) => {
  await seedLearner(context, testInfo, {
    firstName: 'Kit',
    notes: [{ step: stepPath('study'), content: 'Underline the instruction word first.' }],
  });
  await page.goto(stepPath('study'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  // As the browser tells the app when the connection goes (the offline spec proves the real thing).
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
  });
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Notes' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes' });
  const field = notes.getByRole('textbox', { name: /New note on/ });
  await field.fill('Ask my tutor about command words');
  await field.press('Enter');
  await expect(notes.getByRole('list', { name: 'Notes waiting to send' })).toContainText('Waiting to send');
  await shot(page, 'offline');
});

test('keyboard shortcuts: the legend, each key changeable', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await shot(page, 'shortcuts');
});

test('the kind weekly goal on the dashboard', async ({ context, page, dashboardPath }, testInfo) => {
  await seedLearner(context, testInfo, { firstName: 'Ash' });
  await page.goto(dashboardPath);
  const week = page.getByRole('region', { name: 'Your week' });
  await expect(week).toBeVisible({ timeout: 20_000 });
  // The goal chosen (so it is kept under the learner's key), then two learning days this week in this
  // browser (the days a step was completed).
  await week.getByRole('button', { name: /Weekly goal/ }).click();
  await page.getByRole('option', { name: '4 days a week' }).click();
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('studyflow:weekly-goal:'));
    const learner = key?.slice('studyflow:weekly-goal:'.length) ?? null;
    const today = new Date();
    const monday = new Date(today);
    monday.setDate(today.getDate() - ((today.getDay() + 6) % 7));
    const day = (date: Date) =>
      [date.getFullYear(), date.getMonth() + 1, date.getDate()]
        .map((part) => String(part).padStart(2, '0'))
        .join('-');
    if (learner !== null) {
      localStorage.setItem(
        `studyflow:learning-days:${learner}`,
        JSON.stringify([...new Set([day(monday), day(today)])]),
      );
    }
  });
  await page.reload();
  await week.scrollIntoViewIfNeeded({ timeout: 20_000 });
  await shot(page, 'weekly-goal');
});

test('my data: download a copy, or delete the account', async ({ context, page }, testInfo) => {
  await seedLearner(context, testInfo, { firstName: 'Noor' });
  await page.goto('/dashboard/settings/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await yourData.scrollIntoViewIfNeeded({ timeout: 20_000 });
  await shot(page, 'my-data');
});
