import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, stepPath } from '../support/learning';
import { seedLearner } from '../support/session';
import { SPEECH_ENV, speechEngineInstalled, startSilentSink } from '../support/speech-engine';

/**
 * Read aloud on a real engine, no double: Debian's speech-dispatcher and espeak-ng behind Chromium
 * (support/speech-engine.ts). What a learner's Linux desktop gives: thousands of voices, no word
 * boundaries, and a speechSynthesis.pause() that does nothing. The word-by-word cases stay with the
 * double (read-aloud.spec.ts), which reports boundaries as Chrome on Windows or macOS does.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--enable-speech-dispatcher'],
    env: { ...process.env, ...SPEECH_ENV },
  },
});

/** The utterances the page handed to the engine (observed only: the engine speaks them). */
interface Handed {
  text: string;
  rate: number;
  voice: string | null;
}

async function watchUtterances(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const handed: Handed[] = [];
    (window as unknown as { __handed: Handed[] }).__handed = handed;
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      handed.push({ text: utterance.text, rate: utterance.rate, voice: utterance.voice?.name ?? null });
      speak(utterance);
    };
  });
}

const handed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __handed: Handed[] }).__handed.slice());

const controls = (page: Page) => page.getByRole('group', { name: 'Read aloud controls' });
const status = (page: Page) => controls(page).getByText(/^(Reading paragraph|Paused|Stopped|Finished)/);
/** The paragraph marked as being read (the engine reports no words to mark). */
const marked = (page: Page) => page.locator('[data-read-aloud-current]');

let stopSink: () => void = () => {};
test.beforeAll(async () => {
  if (!speechEngineInstalled()) {
    throw new Error(
      'speech-dispatcher, espeak-ng and pulseaudio are missing: npm test installs them (as root); ' +
        'or apt-get install speech-dispatcher espeak-ng speech-dispatcher-espeak-ng ' +
        'speech-dispatcher-audio-plugins pulseaudio',
    );
  }
  stopSink = await startSilentSink();
});
test.afterAll(() => stopSink());

test('reads a page to its end on speech-dispatcher: the paragraph marked, pause holds, resume goes on, stop ends, speed and voice apply next', async ({
  context,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await quietAchievements(page);
  await seedLearner(context, testInfo, { firstName: 'Iolo' });
  await watchUtterances(page);
  await page.goto(stepPath('study'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_STEP.study.name, {
    timeout: 30_000,
  });
  const open = page.getByRole('button', { name: 'Read aloud', exact: true });
  await open.click();
  // The engine's voices arrive a few seconds after the page asks.
  const play = controls(page).getByRole('button', { name: 'Play' });
  await expect(play).toBeVisible({ timeout: 30_000 });

  // Twice the speed, so the whole page is read within the test.
  await controls(page).getByRole('button', { name: /Speed/ }).click();
  await page.getByRole('option', { name: '2×' }).click();
  await play.click();
  await expect(status(page)).toHaveText(/^Reading paragraph 1 of \d+$/);
  const total = Number((await status(page).textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(2);
  // No word boundaries from this engine: the paragraph being read is marked instead.
  await expect(marked(page)).toHaveText(/^Every essay question has an instruction word\./);
  expect((await handed(page))[0]).toMatchObject({
    text: expect.stringMatching(/^Every essay question/),
    rate: 2,
  });

  // The engine's own end of an utterance moves the reading on.
  await expect(status(page)).toHaveText(`Reading paragraph 2 of ${total}`, { timeout: 30_000 });
  await controls(page).getByRole('button', { name: 'Pause' }).click();
  await expect(status(page)).toHaveText('Paused');
  // Each paragraph is handed once, in order: the last one handed is the one paused in (a short
  // second paragraph may have ended on a busy machine before the press landed).
  const spokenBeforePause = (await handed(page)).length;
  expect(spokenBeforePause).toBeGreaterThanOrEqual(2);
  const place = await marked(page).textContent();
  // Held: nothing further is handed to the engine, and the place stays marked.
  await page.waitForTimeout(3_000);
  await expect(status(page)).toHaveText('Paused');
  expect((await handed(page)).length).toBe(spokenBeforePause);
  await expect(marked(page)).toHaveText(place ?? '');

  // A voice chosen while paused is the one that reads on: the paragraph again, from its start (the
  // engine reported no word to resume from).
  // The engine's own 13 362 voices: grouped by language in words, the page's language first, found
  // by typing.
  const voice = controls(page).getByRole('combobox', { name: 'Voice' });
  await expect(controls(page)).toContainText('13,362 voices in 131 languages.');
  await controls(page).getByRole('button', { name: 'Show all voices' }).click();
  const list = page.getByRole('listbox', { name: 'Voice' });
  await expect(list.getByRole('group').first()).toHaveAccessibleName(/^English \(/);
  await voice.fill('united kingdom adam');
  await list.getByRole('option', { name: 'Adam, English (United Kingdom)' }).click();
  await expect(voice).toHaveValue('Adam, English (United Kingdom)');
  const voiceName = 'English (Great Britain)+Adam espeak-ng';
  await controls(page).getByRole('button', { name: 'Resume' }).click();
  await expect(status(page)).toHaveText(`Reading paragraph ${spokenBeforePause} of ${total}`);
  await expect
    .poll(async () => (await handed(page)).at(-1))
    .toEqual({ text: place, rate: 2, voice: voiceName });

  // Read to the end, paragraph after paragraph.
  await expect(status(page)).toHaveText(/^Finished/, { timeout: 120_000 });
  const texts = (await handed(page)).map((utterance) => utterance.text);
  expect(new Set(texts).size, 'every paragraph handed to the engine').toBe(total);
  await expect(marked(page)).toHaveCount(0);

  // Stop ends a reading at once.
  await play.click();
  await expect(status(page)).toHaveText(`Reading paragraph 1 of ${total}`);
  await controls(page).getByRole('button', { name: 'Stop' }).click();
  await expect(status(page)).toHaveText(/^Stopped/);
  await expect(marked(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => speechSynthesis.speaking)).toBe(false);
});
