import type { Locator, Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { seedLearner } from '../support/session';

const PALE_YELLOW = { name: 'Pale yellow', background: 'rgb(255, 248, 198)', text: 'rgb(43, 43, 34)' };
const WHITE_ON_NAVY = { name: 'White on navy', background: 'rgb(20, 40, 75)', text: 'rgb(244, 244, 240)' };

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Accessibility settings' });

async function expectApplied(page: Page, pair: typeof PALE_YELLOW) {
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', pair.background);
  await expect(body).toHaveCSS('color', pair.text);
  // Text size 10: 14 + 10 = 24 px, which the body text follows everywhere.
  await expect(body).toHaveCSS('font-size', '24px');
  await expect(body).toHaveCSS('font-family', /OpenDyslexic/);
}

async function choosePair(panel: Locator, name: string) {
  // The swatch's visible label is what a pointer user clicks (the radio input itself is hidden).
  await panel.locator('label').filter({ hasText: name }).click();
  await expect(panel.getByRole('radio', { name })).toBeChecked();
}

test.describe('accessibility settings', () => {
  // axe with these colours, size and font: specs/axe.spec.ts ('settings' states).
  test('colours, text size, font and subtitles apply on every page and survive a reload', async ({
    page,
    context,
    dashboardPath,
  }, testInfo) => {
    // Its own learner: the seeded ones keep the theme's colours for every other test.
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Ari', signUpType: 'dsa_licence' });
    await page.goto(dashboardPath);

    // From the dashboard's Settings card; the panel opens on the right.
    await page.getByRole('button', { name: 'Accessibility settings', exact: true }).click();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    const rightEdge = async () => {
      const box = await panel.boundingBox();
      return Math.round((box?.x ?? 0) + (box?.width ?? 0));
    };
    await expect.poll(rightEdge).toBe(page.viewportSize()?.width);
    await expect(panel.getByRole('radio')).toHaveCount(16); // 15 presets and Custom

    await choosePair(panel, PALE_YELLOW.name);
    const slider = panel.getByRole('slider', { name: 'Text size' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Standard + 10');
    await panel.getByRole('button', { name: /Font$/ }).click();
    await page.getByRole('option', { name: 'Open-Dyslexic' }).click();
    // The panel is drawn again in the wider font once its file has come: what is clicked next is
    // found where it then is (a click aimed before the swap can land beside it).
    await expect(page.locator('body')).toHaveCSS('font-family', /OpenDyslexic/);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const subtitles = panel.getByRole('switch', { name: 'Subtitles on videos' });
    await expect(subtitles).toBeChecked();
    await panel.locator('label').filter({ hasText: 'Subtitles on videos' }).click();
    await expect(subtitles).not.toBeChecked();
    await expect(panel.getByText('Saved.')).toBeVisible();
    await expectApplied(page, PALE_YELLOW);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Every page of the signed-in app follows, and the settings come back after a reload.
    for (const path of [
      dashboardPath,
      '/dashboard/settings/profile',
      '/dashboard/settings/profile/software-selection',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectApplied(page, PALE_YELLOW);
    }

    // The second pair, from the profile page (where the avatar menu leads).
    await page.goto('/dashboard/settings/profile');
    await page.getByRole('main').getByRole('button', { name: 'Accessibility settings' }).click();
    await expect(panel.getByRole('slider', { name: 'Text size' })).toHaveAttribute(
      'aria-valuetext',
      'Standard + 10',
    );
    await expect(panel.getByRole('switch', { name: 'Subtitles on videos' })).not.toBeChecked();
    await choosePair(panel, WHITE_ON_NAVY.name);
    await expect(panel.getByText('Saved.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectApplied(page, WHITE_ON_NAVY);
    await page.goto(dashboardPath);
    await expectApplied(page, WHITE_ON_NAVY);

    // The learner's colours win in the dark theme too.
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectApplied(page, WHITE_ON_NAVY);
    await page.reload();
    await expectApplied(page, WHITE_ON_NAVY);

    // Video captions follow the colours and font (the guided tour's player).
    await page.getByRole('button', { name: 'GUIDED TOUR' }).click();
    const player = page.getByRole('dialog', { name: 'Guided tour' }).locator('[data-media-player]');
    await expect(player).toBeVisible();
    const cue = await player.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.getPropertyValue('--media-cue-bg').trim().toUpperCase(),
        colour: style.getPropertyValue('--media-cue-color').trim().toUpperCase(),
        font: style.getPropertyValue('--media-user-font-family'),
      };
    });
    expect(cue).toMatchObject({ background: '#14284B', colour: '#F4F4F0' });
    expect(cue.font).toContain('OpenDyslexic');
  });
});
