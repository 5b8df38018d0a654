import type { Page } from '@playwright/test';
import type { Edition } from '@studyflow/contracts/edition';
import { expectNoAxeViolations } from '../support/a11y';
import { forcedColoursProblems, sidewaysScroll } from '../support/a11y-modes';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, stepPath } from '../support/learning';
import { seedLearner, trpc } from '../support/session';
import {
  ESPEAK_VOICES,
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

/** Rows of the voice list drawn over one another (each "text" by "text"), in the page's geometry. */
const overlappingRows = (page: Page) =>
  page
    .getByRole('listbox', { name: 'Voice' })
    .locator('[data-row-key]')
    .evaluateAll((rows) => {
      const boxes = rows
        .map((row) => ({ text: row.textContent ?? '', box: row.getBoundingClientRect() }))
        .sort((a, b) => a.box.top - b.box.top);
      return boxes.flatMap((row, at) => {
        const next = boxes[at + 1];
        return next && row.box.bottom > next.box.top + 1 ? [`"${row.text}" over "${next.text}"`] : [];
      });
    });

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

// A British browser: the voice list leads with the browser's region of the page's language.
test.use({ locale: 'en-GB' });

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

  test('the speed and voice chosen go to the utterance and are kept after a reload; 13 362 voices grouped, found by typing', async ({
    page,
    edition,
  }, testInfo) => {
    // As Chromium lists espeak-ng's voices on Linux; a British browser.
    await fakeSpeech(page, { espeak: ESPEAK_VOICES });
    await openStep(page, edition);
    await openControls(page);
    // The voices arrive after the controls open (voiceschanged), as in Chromium.
    await controls(page).getByRole('button', { name: /Speed/ }).click();
    await page.getByRole('option', { name: '1.5×' }).click();

    const voice = controls(page).getByRole('combobox', { name: 'Voice' });
    await expect(voice).toHaveValue("The browser's own voice");
    await expect(controls(page)).toContainText('13,362 voices in 131 languages.');
    await controls(page).getByRole('button', { name: 'Show all voices' }).click();
    const list = page.getByRole('listbox', { name: 'Voice' });
    // All of it in the window: as tall as the room under the box, or the page scrolled to show it.
    expect(
      await list.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight),
    ).toBe(true);
    // The page's language first, the browser's region of it leading; each voice named readably.
    await expect(list.getByRole('group').first()).toHaveAccessibleName('English (United Kingdom)');
    await expect(list.getByRole('option').nth(1)).toHaveAccessibleName(
      'Standard voice, English (United Kingdom)',
    );
    await expect(list.getByRole('option').nth(2)).toHaveAccessibleName('Adam, English (United Kingdom)');
    // Only what is in view is in the page.
    expect(await list.getByRole('option').count()).toBeLessThan(40);

    // At 320 px, a language's name wraps: each row is placed by its height, none over another.
    await page.setViewportSize({ width: 320, height: 640 });
    // The count changes over the list, not in the page: the controls keep their size as one types.
    const height = async () => (await controls(page).boundingBox())?.height;
    const before = await height();
    await voice.fill('adam');
    await expect(controls(page)).toContainText('131 voices match');
    await expect.poll(() => overlappingRows(page)).toEqual([]);
    await voice.fill('welsh half');
    await expect(controls(page)).toContainText('1 voice matches');
    expect(await height()).toBe(before);
    await expect(page.getByRole('status').filter({ hasText: '1 voice matches' })).toBeAttached();
    // The list open over the page, for axe, at 320 px and in forced colours.
    await expectNoAxeViolations(page);
    expect(await sidewaysScroll(page)).toEqual([]);
    expect(await forcedColoursProblems(page, testInfo, 'voice list')).toEqual([]);
    await list.getByRole('option', { name: 'Half-Life Announcement System, Welsh' }).click();
    await expect(voice).toHaveValue('Half-Life Announcement System, Welsh');
    await controls(page).getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(async () => (await speechRecord(page)).spoken[0])
      .toMatchObject({ rate: 1.5, voiceURI: 'Welsh+Half-LifeAnnouncementSystem espeak-ng', lang: 'cy' });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await openControls(page);
    await expect(controls(page).getByRole('button', { name: /Speed/ })).toContainText('1.5×');
    await expect(voice).toHaveValue('Half-Life Announcement System, Welsh');
    await controls(page).getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(async () => (await speechRecord(page)).spoken[0])
      .toMatchObject({ rate: 1.5, voiceURI: 'Welsh+Half-LifeAnnouncementSystem espeak-ng' });
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
    // The voice: typed, arrowed to, chosen; it too applies at once. Escape closes the list alone.
    await page.keyboard.press('Tab');
    const voice = controls(page).getByRole('combobox', { name: 'Voice' });
    await expect(voice).toBeFocused();
    await page.keyboard.type('welsh');
    await expect(controls(page)).toContainText('1 voice matches');
    await page.keyboard.press('ArrowDown');
    await expect(voice).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(voice).toHaveValue('Fake Welsh, Welsh (United Kingdom)');
    await expect.poll(async () => (await speechRecord(page)).spoken.at(-1)?.voiceURI).toBe('fake:cy-gb');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: 'Voice' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Voice' })).toHaveCount(0);
    await expect(voice).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(speed).toBeFocused();
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
