import { expect, type Locator, type Page } from '@playwright/test';
import { tabTo } from './onboarding';

/** What a WebVTT file says, one cue at a time (its lines joined by a space). */
export function cueTexts(vtt: string): string[] {
  return vtt
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n'))
    .filter((lines) => lines.some((line) => line.includes('-->')))
    .map((lines) =>
      lines
        .slice(lines.findIndex((line) => line.includes('-->')) + 1)
        .join(' ')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * Opens the transcript beside a video in `scope` from the keyboard alone: Tab reaches its
 * TRANSCRIPT button (it is in the tab order) and Enter opens it. Returns the transcript's region.
 * Tab moves forward until it arrives: the player's controls before it show and hide with focus and
 * pointer, so their number is not fixed.
 */
export async function openTranscriptByKeyboard(page: Page, scope: Locator): Promise<Locator> {
  const toggle = scope.getByRole('button', { name: 'TRANSCRIPT', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const region = scope.getByRole('region', { name: 'Transcript' });
  await expect(region).toBeVisible();
  await expect(scope.getByRole('button', { name: 'CLOSE TRANSCRIPT' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return region;
}

/** Every cue of the video's subtitles (fetched as the browser would) is in the transcript. */
export async function expectEveryCueIn(page: Page, region: Locator, subtitles: string): Promise<void> {
  const answer = await page.request.get(subtitles);
  expect(answer.ok(), subtitles).toBe(true);
  const cues = cueTexts(await answer.text());
  expect(cues.length).toBeGreaterThan(0);
  for (const cue of cues) await expect(region).toContainText(cue);
}
