import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, stepPath } from '../support/learning';
import { seedLearner } from '../support/session';
import { fakeSpeech } from '../support/speech-double';
import { holdAppScript, takenOver } from '../support/takeover';

// The reading guide and text spacing (docs/decisions.md, "Reading guide" and "Text spacing"): the
// walk a learner takes in the real browser. What they decide (lines, bands, keys, storage) is
// proven in lib/reading's component tests; specs/axe.spec.ts checks a state of each in every setting.

/** The step's first paragraph, which read aloud reads first. */
const FIRST_WORDS = 'Every essay question has an instruction word.';

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** Each spacing of an element as a share of its font size: what WCAG 1.4.12 states its values in. */
const spacingOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const size = Number.parseFloat(style.fontSize);
    const share = (value: string) => Math.round((Number.parseFloat(value) / size) * 100) / 100;
    return {
      line: share(style.lineHeight),
      letter: share(style.letterSpacing),
      word: share(style.wordSpacing),
      after: share(style.marginBlockEnd),
    };
  });

async function openStep(page: Page): Promise<void> {
  await page.goto(stepPath('study'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_STEP.study.name, {
    timeout: 30_000,
  });
}

test.describe('reading tools', () => {
  test('the reading guide by keyboard and pointer, following read aloud; the largest text spacing kept for the learner', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    await quietAchievements(page);
    // A learner of its own: reading a step records it as visited.
    await seedLearner(context, testInfo, { firstName: 'Lina' });
    await fakeSpeech(page, { wordMs: 150 });
    await openStep(page);

    // Keyboard: Read aloud, then the guide's button beside it; the guide comes on over the text.
    await page.getByRole('button', { name: 'Read aloud', exact: true }).focus();
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Reading guide' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const guide = page.getByRole('slider', { name: 'Reading guide' });
    await expect(guide).toBeVisible();
    // Tab reaches its size, then the guide, whose arrows move it a line at a time; Tab leaves it.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Lines in the guide/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(guide).toBeFocused();
    const start = Number(await guide.getAttribute('aria-valuenow'));
    const before = await boxOf(guide);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(guide).toHaveAttribute('aria-valuenow', String(start + 2));
    await expect(guide).toHaveAttribute('aria-valuetext', new RegExp(`^Line ${start + 2} of \\d+: \\S`));
    expect((await boxOf(guide)).y).toBeGreaterThan(before.y);
    await page.keyboard.press('Tab');
    await expect(guide).not.toBeFocused();

    // Pointer: the band follows it over the text.
    const last = page.locator('[data-reading-guide] p').last();
    await last.scrollIntoViewIfNeeded();
    const target = await boxOf(last);
    const y = target.y + target.height / 2;
    await page.mouse.move(target.x + 8, y);
    await expect
      .poll(async () => {
        const band = await boxOf(guide);
        return band.y <= y && y <= band.y + band.height;
      })
      .toBe(true);

    // Read aloud: the band goes to the paragraph being read, its first line at the band's top.
    await page.getByRole('button', { name: 'Read aloud', exact: true }).click();
    const controls = page.getByRole('group', { name: 'Read aloud controls' });
    await controls.getByRole('button', { name: 'Play' }).click({ timeout: 20_000 });
    const first = page.getByText(FIRST_WORDS, { exact: false }).first();
    // Both read together: the paragraph is scrolled into view as it is read, so where it was
    // before that is not where the band should be.
    await expect.poll(async () => Math.abs((await boxOf(guide)).y - (await boxOf(first)).y)).toBeLessThan(4);
    await controls.getByRole('button', { name: 'Stop' }).click();

    // Text spacing at its largest, from the accessibility settings: WCAG 1.4.12's values on the page.
    await page.getByRole('button', { name: 'Accessibility settings', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
    for (const name of ['Line spacing', 'Letter spacing', 'Word spacing']) {
      await panel.getByRole('slider', { name }).press('End');
      await expect(panel.getByRole('slider', { name })).toHaveAttribute('aria-valuetext', 'Most');
    }
    await expect(panel.getByRole('switch', { name: 'Reading guide' })).toBeChecked();
    await page.keyboard.press('Escape');
    // The step's text keeps its own taller lines (1.65); its heading's go up from 1.25 to 1.5.
    const expectLargest = async () => {
      await expect.poll(() => spacingOf(first)).toEqual({ line: 1.65, letter: 0.12, word: 0.16, after: 2 });
      await expect
        .poll(async () => (await spacingOf(page.getByRole('heading', { level: 1 }))).line)
        .toBe(1.5);
    };
    await expectLargest();

    // Kept in this browser for the learner: a new load has both, the guide's line named again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_STEP.study.name, {
      timeout: 30_000,
    });
    await expect(guide).toHaveAttribute('aria-valuetext', /^Line \d+ of \d+: \S/);
    await expectLargest();
  });

  test("a guest's text spacing is on a prerendered page before the app runs", async ({ page }) => {
    // Kept by an earlier visit (as the panel keeps it: the steps, and the overrides they make).
    await page.addInitScript(
      (key) =>
        window.localStorage.setItem(
          key,
          JSON.stringify({
            spacing: { lines: 3, letters: 3, words: 3 },
            vars: { '--sf-textSpacing-letter': '0.12em', '--sf-textSpacing-word': '0.16em' },
          }),
        ),
      `${STORAGE_KEYS.textSpacingPrefix}anonymous`,
    );
    // The app's script held back: what shows is the snapshot and its start script alone.
    const release = await holdAppScript(page);
    await page.goto('/auth/sign-in');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(await spacingOf(heading)).toMatchObject({ letter: 0.12, word: 0.16 });
    release();
    // The app takes over with the same spacing, worked out afresh from the steps kept.
    await takenOver(page);
    expect(await spacingOf(heading)).toMatchObject({ line: 1.5, letter: 0.12, word: 0.16 });
  });
});
