import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openTranscriptByKeyboard } from '../support/transcripts';

const TITLE = 'Assistive Technology Software Demos';
const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });

test.describe('the software demo library (PUB-9 to PUB-12)', () => {
  test('is for signed-in learners: a guest goes to sign in', async ({ page }) => {
    await page.goto('/resources');
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fresources$/, { timeout: 30_000 });
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'demo' });
    test.beforeEach(async ({ page, dashboardPath }) => {
      await quietAchievements(page);
      await page.goto(dashboardPath);
    });

    for (const width of [1280, 320] as const) {
      test(`chips from the server swap the list; cards carry their links, at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/resources');
        await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 30_000 });
        const chips = page.getByRole('radiogroup', { name: 'Show software for' }).getByRole('radio');
        await expect(chips.first()).toHaveAccessibleName('All');
        await expect(chips.first()).toBeChecked();
        await expect(cards(page)).toHaveCount(16);

        await page.getByRole('radio', { name: 'Screen reading' }).click();
        await expect(cards(page).getByRole('heading')).toHaveText(['JAWS', 'NVDA', 'ZoomText']);
        const nvda = cards(page).filter({ hasText: 'NVDA' });
        await expect(nvda.getByText('Screen reading')).toBeVisible();
        const website = nvda.getByRole('link', { name: /^Visit Website/ });
        await expect(website).toHaveAttribute('href', 'https://www.nvaccess.org/');
        await expect(website).toHaveAttribute('target', '_blank');
        await expect(website).toHaveAccessibleName('Visit Website (opens in a new tab)');
        const guide = nvda.getByRole('link', { name: /^Justification Guide/ });
        await expect(guide).toHaveAttribute('href', /\.pdf$/);
        await expect(guide).toHaveAttribute('target', '_blank');
        await expect(guide.getByTestId('pdf-icon')).toBeAttached();
        const pdf = await page.request.get((await guide.getAttribute('href')) ?? '');
        expect(pdf.headers()['content-type']).toContain('application/pdf');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        await page.getByRole('radio', { name: 'Specialist' }).click();
        await expect(cards(page)).toHaveCount(4);
        // No guide for these: no link, no pdf icon.
        await expect(page.getByRole('link', { name: /^Justification Guide/ })).toHaveCount(0);
      });
    }

    test("'Product video' opens a dialog that plays at once with English subtitles", async ({ page }) => {
      await page.goto('/resources');
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 30_000 });
      const captions = page.waitForRequest(/nvda-in-90-seconds\.en\.vtt$/);
      await page.getByRole('button', { name: 'Product video: NVDA' }).click();
      const dialog = page.getByRole('dialog', { name: 'Product video: NVDA' });
      await expect(dialog.locator('[data-media-player]')).toBeVisible({ timeout: 20_000 });
      await captions;
      const video = dialog.locator('video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await expect(dialog.locator('[data-media-player]')).toHaveAttribute('data-captions');
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Product video: NVDA' })).toBeFocused();
    });

    test('a product video has its transcript beside it, opened from the keyboard (WCAG 2.2 1.2.3)', async ({
      page,
    }) => {
      await page.goto('/resources');
      await page.getByRole('button', { name: 'Product video: NVDA' }).click({ timeout: 30_000 });
      const dialog = page.getByRole('dialog', { name: 'Product video: NVDA' });
      await expect(dialog).toBeVisible();
      const transcript = await openTranscriptByKeyboard(page, dialog);
      // The narration as the video's transcript file has it, after what the picture shows.
      const file = await page.request.get('/uploads/tutorials/nvda/nvda-in-90-seconds.txt');
      const said = (await file.text()).split(/\n\s*\n/).map((part) => part.replace(/\s+/g, ' ').trim());
      expect(said.length).toBeGreaterThan(1);
      for (const paragraph of said.filter(Boolean)) await expect(transcript).toContainText(paragraph);
      await expect(transcript).toContainText(
        'On screen: The video opens on a title card, "NVDA · Essentials"',
      );
    });

    test('shows 10 chips and 12 cards of skeleton while loading', async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/trpc/resources.list**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/resources');
      const skeleton = page.getByTestId('resources-skeleton');
      await expect(skeleton).toBeVisible({ timeout: 30_000 });
      await expect(skeleton.getByTestId('chip-skeleton')).toHaveCount(10);
      await expect(skeleton.getByTestId('card-skeleton')).toHaveCount(12);
      await expect(skeleton.getByRole('status')).toHaveText('Loading the software demos…');
      release();
      await expect(skeleton).toBeHidden();
      await expect(cards(page)).toHaveCount(16);
    });

    test('a load error goes to the fallback page', async ({ page }) => {
      await page.route('**/trpc/resources.list**', (route) => route.abort());
      await page.goto('/resources');
      await expect(page).toHaveURL(/\/something-went-wrong$/, { timeout: 30_000 });
      await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    });
  });
});
