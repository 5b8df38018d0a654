import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { stepPath } from '../support/learning';
import { seedLearner } from '../support/session';

const card = (page: Page) => page.getByRole('region', { name: 'Your week' });
const meter = (page: Page) => card(page).getByRole('progressbar', { name: 'Learning days this week' });
const celebration = (page: Page) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByText('You reached your weekly goal: 1 learning day this week. Well done.');

test.describe('the kind weekly goal', () => {
  test.beforeEach(async ({ context, page }, testInfo) => {
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Wren' });
  });

  test('a goal of 1 set by keyboard: completing a step celebrates once, still, and not again after a reload @editions', async ({
    page,
    edition,
    dashboardPath,
  }) => {
    test.setTimeout(90_000);
    // The learner's system asks for less motion: the celebration arrives without any.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(dashboardPath);
    await expect(meter(page)).toHaveAttribute('aria-valuetext', '0 of 3 learning days this week');
    await expect(card(page)).toContainText('A learning day is any day you complete a step.');

    const goal = card(page).getByRole('button', { name: /Weekly goal/ });
    await tabTo(page, goal, { limit: 80 });
    await page.keyboard.press('Enter');
    const one = page.getByRole('option', { name: '1 day a week' });
    await expect(page.getByRole('option', { name: '3 days a week' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(one).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(goal).toContainText('1 day a week');
    await expect(card(page).getByText('Your weekly goal is now 1 day.')).toBeVisible();
    await expect(meter(page)).toHaveAttribute('aria-valuetext', '0 of 1 learning day this week');
    // Nothing learnt yet: nothing to celebrate.
    await expect(celebration(page)).toHaveCount(0);

    await page.goto(stepPath(edition));
    const markComplete = page.getByRole('button', { name: 'MARK AS COMPLETE' });
    await expect(markComplete).toBeVisible({ timeout: 20_000 });
    await tabTo(page, markComplete, { limit: 150 });
    await page.keyboard.press('Enter');
    await expect(celebration(page)).toHaveCount(1);
    const moving = await celebration(page).evaluate((node) => {
      for (let element: Element | null = node; element; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.animationName !== 'none' && Number.parseFloat(style.animationDuration) > 0.001)
          return style.animationName;
      }
      return null;
    });
    expect(moving).toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(500);
    await expect(celebration(page)).toHaveCount(0);

    await page.goto(dashboardPath);
    await expect(meter(page)).toHaveAttribute('aria-valuetext', '1 of 1 learning day this week');
    await expect(card(page)).toContainText('You reached this week’s goal.');
    await page.waitForTimeout(500);
    await expect(celebration(page)).toHaveCount(0);
    await expect(card(page)).not.toContainText(/missed|lost|streak/i);
  });
});
