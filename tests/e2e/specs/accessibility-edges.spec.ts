import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { seedLearner, trpc } from '../support/session';

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Accessibility settings' });
const LIGHT_BACKGROUND = 'rgb(245, 243, 238)';
const DARK_BACKGROUND = 'rgb(22, 27, 33)';
const PALE_YELLOW = 'rgb(255, 248, 198)';

async function openPanel(page: Page) {
  await page.goto('/dashboard/settings/profile');
  await page.getByRole('main').getByRole('button', { name: 'Accessibility settings' }).click();
  await expect(panelOf(page)).toBeVisible();
}

/** Words of four letters or more that the layout split over two lines. */
const wordsSplitAcrossLines = (page: Page) =>
  page.evaluate(() => {
    const split: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (const match of (node.textContent ?? '').matchAll(/[A-Za-z]{4,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });

test.describe('the accessibility panel', () => {
  test.beforeEach(async ({ page, context }, testInfo) => {
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Ira' });
  });

  test('says which colours are in use, announces Saved., and resets to the theme colours for real', async ({
    page,
  }) => {
    await openPanel(page);
    const panel = panelOf(page);
    await expect(panel.getByText('Colours in use: theme colours (default)')).toBeVisible();
    await panel.locator('label').filter({ hasText: 'Pale yellow' }).click();
    await expect(panel.getByRole('radio', { name: 'Pale yellow' })).toBeChecked();
    await expect(panel.getByText('Colours in use: Pale yellow')).toBeVisible();
    // Said politely where the learner is, in a status region (the slider's value is another one).
    const saved = panel.getByRole('status').filter({ hasText: /^Saved\.$/ });
    await expect(saved).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', PALE_YELLOW);

    await panel.getByRole('button', { name: 'Reset to default' }).click();
    await expect(panel.getByText('Colours in use: theme colours (default)')).toBeVisible();
    await expect(panel.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(saved).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
    await page.keyboard.press('Escape');

    // Saved to the account: after a reload, and in the dark theme, the theme's own colours apply.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
    await page.getByRole('button', { name: 'Dark theme', exact: true }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
  });

  test('headings grow with the text size, and words keep whole at the largest size on 320 px', async ({
    page,
  }, testInfo) => {
    await page.goto('/dashboard/settings/profile');
    const title = page.getByRole('heading', { level: 1, name: 'Your profile' });
    const sizeOf = async () => Number.parseFloat(await title.evaluate((el) => getComputedStyle(el).fontSize));
    const standard = await sizeOf();
    await trpc(page.request, testInfo, 'mutation', 'accessibility.update', { fontSize: 10 });
    await page.reload();
    await expect(title).toBeVisible();
    // Body text goes from 16 to 24 px: the heading grows by as much.
    expect(await sizeOf()).toBeCloseTo(standard + 8, 0);

    await page.setViewportSize({ width: 320, height: 640 });
    await expect(title).toBeVisible();
    expect(await wordsSplitAcrossLines(page)).toEqual([]);
  });
});
