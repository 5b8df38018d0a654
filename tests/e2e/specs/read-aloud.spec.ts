import type { Page } from '@playwright/test';
import type { Edition } from '@studyflow/contracts/edition';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, stepPath } from '../support/learning';
import { seedLearner, trpc } from '../support/session';
import {
  FAKE_VOICES,
  fakeSpeech,
  highlightedWord,
  highlightedWords,
  logHighlightedWords,
  speechRecord,
} from '../support/speech-double';

/** The first paragraph of each edition's first text step, and its first two words. */
const FIRST_PARAGRAPH: Record<Edition, { starts: string; words: [string, string] }> = {
  study: { starts: 'Every essay question has an instruction word.', words: ['Every', 'essay'] },
  pro: {
    starts: 'Text-to-speech software reads words on your screen out loud.',
    words: ['Text-to-speech', 'software'],
  },
};

/** Polls the highlighted word often: the double moves on to the next word every few hundred ms. */
const word = (page: Page) => expect.poll(() => highlightedWord(page), { intervals: [50] });

const controls = (page: Page) => page.getByRole('group', { name: 'Read aloud controls' });
const status = (page: Page) => controls(page).getByText(/^(Reading paragraph|Paused|Stopped|Finished)/);

async function openStep(page: Page, edition: Edition): Promise<void> {
  await page.goto(stepPath(edition));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_STEP[edition].name, {
    timeout: 30_000,
  });
}

async function openControls(page: Page): Promise<void> {
  const open = page.getByRole('button', { name: 'Read aloud', exact: true });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(controls(page).getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 20_000 });
}

test.describe('read aloud', () => {
  test.beforeEach(async ({ context, page }, testInfo) => {
    // A learner of its own: reading a step records it as visited.
    test.setTimeout(120_000);
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Rhian' });
  });

  test('reads a text step paragraph by paragraph, the word highlighted, with pause, resume and stop @editions', async ({
    page,
    edition,
  }) => {
    await fakeSpeech(page, { wordMs: 250 });
    await openStep(page, edition);
    await openControls(page);
    await logHighlightedWords(page);
    await controls(page).getByRole('button', { name: 'Play' }).click();

    // Play reads the first paragraph of the step's text, in one utterance.
    await expect(status(page)).toHaveText(/^Reading paragraph 1 of \d+$/);
    const [first] = (await speechRecord(page)).spoken;
    expect(first?.text.trim().replace(/\s+/g, ' ')).toMatch(
      new RegExp(`^${FIRST_PARAGRAPH[edition].starts}`),
    );

    // The highlight follows the boundary events: the first word, then the next.
    const [one, two] = FIRST_PARAGRAPH[edition].words;
    await expect.poll(async () => (await highlightedWords(page)).slice(0, 2)).toEqual([one, two]);

    await controls(page).getByRole('button', { name: 'Pause' }).click();
    await expect(status(page)).toHaveText('Paused');
    const held = await highlightedWord(page);
    await page.waitForTimeout(800);
    expect(await highlightedWord(page), 'no word is read while paused').toBe(held);

    await controls(page).getByRole('button', { name: 'Resume' }).click();
    await expect(status(page)).toHaveText(/^Reading paragraph 1 of \d+$/);
    // Resume says the rest of the paragraph from the word it stopped at (a pause is a cancel: a
    // Linux engine ignores speechSynthesis.pause()).
    const resumed = (await speechRecord(page)).spoken[1]?.text ?? '';
    expect(resumed.startsWith(held ?? '(no word held)'), `resumed at "${resumed.slice(0, 30)}"`).toBe(true);
    await expect.poll(() => highlightedWord(page)).not.toBe(held);

    await controls(page).getByRole('button', { name: 'Stop' }).click();
    await expect(status(page)).toHaveText('Stopped');
    await expect(controls(page).getByRole('button', { name: 'Play' })).toBeFocused();
    await expect.poll(() => highlightedWord(page)).toBeNull();
    expect((await speechRecord(page)).speaking).toBe(false);
    expect((await speechRecord(page)).calls).toEqual([
      'cancel',
      'speak',
      'cancel',
      'cancel',
      'speak',
      'cancel',
    ]);
  });

  test('moves on to the next paragraph when one ends, and tells a problem in words', async ({ page }) => {
    await fakeSpeech(page, { wordMs: 40 });
    await page.goto('/wellbeing/support-contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Support contacts' })).toBeVisible({
      timeout: 30_000,
    });
    await openControls(page);
    await controls(page).getByRole('button', { name: 'Play' }).click();
    await expect(status(page)).toHaveText(/^Reading paragraph [2-9] of \d+$/);
    const { spoken } = await speechRecord(page);
    expect(spoken[0]?.text).toBe('Support contacts');
    // The control itself and the back link are not read.
    expect(spoken.map((utterance) => utterance.text).join(' ')).not.toMatch(
      /Back to Wellbeing|Read aloud|Reading paragraph/,
    );
    await controls(page).getByRole('button', { name: 'Stop' }).click();

    await fakeSpeech(page, { failWith: 'synthesis-failed' });
    await page.reload();
    await openControls(page);
    await controls(page).getByRole('button', { name: 'Play' }).click();
    await expect(controls(page)).toContainText(
      "The browser couldn't read this paragraph aloud (synthesis-failed). Press Play to try again, or choose another voice.",
    );
  });

  test('the speed and voice chosen go to the utterance and are kept after a reload', async ({
    page,
    edition,
  }) => {
    await fakeSpeech(page);
    await openStep(page, edition);
    await openControls(page);
    // The voices arrive after the controls open (voiceschanged), as in Chromium.
    await controls(page).getByRole('button', { name: /Speed/ }).click();
    await page.getByRole('option', { name: '1.5×' }).click();
    await controls(page).getByRole('button', { name: /Voice/ }).click();
    const voice = FAKE_VOICES[0];
    if (!voice) throw new Error('no fake voice');
    await page.getByRole('option', { name: `${voice.name} (${voice.lang})` }).click();
    await controls(page).getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(async () => (await speechRecord(page)).spoken[0])
      .toMatchObject({
        rate: 1.5,
        voiceURI: voice.voiceURI,
        lang: voice.lang,
      });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await openControls(page);
    await expect(controls(page).getByRole('button', { name: /Speed/ })).toContainText('1.5×');
    await expect(controls(page).getByRole('button', { name: /Voice/ })).toContainText(voice.name);
    await controls(page).getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(async () => (await speechRecord(page)).spoken[0])
      .toMatchObject({
        rate: 1.5,
        voiceURI: voice.voiceURI,
      });
  });

  test('stops when the learner goes to another page', async ({ page, edition }) => {
    await fakeSpeech(page, { wordMs: 250 });
    await openStep(page, edition);
    await openControls(page);
    await controls(page).getByRole('button', { name: 'Play' }).click();
    await expect(status(page)).toHaveText(/^Reading paragraph 1/);
    await page.getByRole('link', { name: 'CONTINUE' }).click();
    await expect(page).toHaveURL(new RegExp(`${FIRST_STEP[edition].next}$`));
    await expect.poll(async () => (await speechRecord(page)).speaking).toBe(false);
    await expect.poll(() => highlightedWord(page)).toBeNull();
    expect((await speechRecord(page)).calls.at(-1)).toBe('cancel');
  });

  test('says so in words where the browser has no voices', async ({ page }) => {
    await fakeSpeech(page, { voices: [] });
    await page.goto('/wellbeing');
    await expect(page.getByRole('heading', { level: 1, name: 'Wellbeing' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Read aloud', exact: true }).click();
    await expect(controls(page)).toContainText(
      "Read aloud isn't available in this browser: it has no voices installed.",
      { timeout: 10_000 },
    );
    await expect(controls(page).getByRole('button', { name: 'Play' })).toHaveCount(0);
  });

  test('works with the keyboard alone on a wellbeing page', async ({ page }) => {
    await fakeSpeech(page, { wordMs: 400 });
    await page.goto('/wellbeing/student-minds');
    const title = page.getByRole('heading', { level: 1, name: 'Student Minds' });
    await expect(title).toBeVisible({ timeout: 30_000 });
    await title.focus();
    const open = page.getByRole('button', { name: 'Read aloud', exact: true });
    await page.keyboard.press('Tab');
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    const play = controls(page).getByRole('button', { name: 'Play' });
    await expect(play).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Tab');
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(/^Reading paragraph 1 of \d+$/);
    await word(page).toBe('Student');
    const pause = controls(page).getByRole('button', { name: 'Pause' });
    await expect(pause).toBeFocused();
    await page.keyboard.press('Space');
    await expect(status(page)).toHaveText('Paused');
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(/^Reading paragraph \d+ of \d+$/);
    await page.keyboard.press('Tab');
    const stop = controls(page).getByRole('button', { name: 'Stop' });
    await expect(stop).toBeFocused();
    await page.keyboard.press('Tab');
    const speed = controls(page).getByRole('button', { name: /Speed/ });
    await expect(speed).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: '1× (normal)' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(speed).toContainText('0.75×');
    await expect(speed).toBeFocused();
    // The new speed applies at once: the paragraph being read starts again with it.
    await expect.poll(async () => (await speechRecord(page)).spoken.at(-1)?.rate).toBe(0.75);
    await page.keyboard.press('Shift+Tab');
    await expect(stop).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Stopped');
    await expect(play).toBeFocused();
  });

  test('reads a tutorial step', async ({ page, context }, testInfo) => {
    const softwares = await trpc<{ id: number | string; slug: string }[]>(
      context.request,
      testInfo,
      'query',
      'software.list',
    );
    await trpc(context.request, testInfo, 'mutation', 'software.select', {
      softwareIds: softwares
        .filter((software) => software.slug === 'mindview')
        .map((software) => software.id),
    });
    await fakeSpeech(page, { wordMs: 250 });
    await page.goto('/dashboard/software/mindview');
    await page
      .getByRole('list', { name: 'MindView' })
      .getByRole('link', { name: 'Start the MindView Essentials' })
      .click({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/tutorials\/mindview\/essentials\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await openControls(page);
    await controls(page).getByRole('button', { name: 'Play' }).click();
    await expect(status(page)).toHaveText(/^Reading paragraph 1 of \d+$/);
    const [first] = (await speechRecord(page)).spoken;
    const firstWord = first?.text.trim().split(/\s+/)[0];
    expect(firstWord, 'the tutorial step has text to read').toBeTruthy();
    await word(page).toBe(firstWord);
    await controls(page).getByRole('button', { name: 'Stop' }).click();
    await expect(status(page)).toHaveText('Stopped');
  });

  test('reads the journal’s questions', async ({ page }) => {
    await fakeSpeech(page, { wordMs: 300 });
    await page.goto('/dashboard/reflect');
    // A new learner's journal is empty: its first entry starts from the empty state's button.
    await page.getByRole('button', { name: "LET'S DO THIS!" }).click({ timeout: 30_000 });
    const entry = page.getByRole('dialog', { name: 'New entry' });
    await entry.getByRole('button', { name: 'NEXT' }).click();
    await entry.getByRole('textbox', { name: 'Give this entry a title' }).fill('Lab write-up');
    await entry.getByRole('button', { name: 'NEXT' }).click();
    await expect(entry.getByRole('heading', { name: 'OBSERVE', exact: true })).toBeVisible();
    await entry.getByRole('button', { name: 'Read aloud', exact: true }).click();
    await entry.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(async () => (await speechRecord(page)).spoken.map((utterance) => utterance.text))
      .toEqual(['OBSERVE', expect.stringMatching(/What happened/)]);
    // NEXT shows another question: the reading of this one stops.
    await entry.getByRole('button', { name: 'NEXT' }).click();
    await expect(entry.getByRole('group', { name: 'Read aloud controls' })).toContainText(
      /Stopped|Finished reading/,
    );
    expect((await speechRecord(page)).speaking).toBe(false);
  });
});
