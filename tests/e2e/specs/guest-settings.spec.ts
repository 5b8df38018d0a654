import type { Page, TestInfo } from '@playwright/test';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { AccessibilitySetting, User } from '@studyflow/contracts/user';
import { scanAxe } from '../support/a11y';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { type Learner, seedLearner, trpc } from '../support/session';
import { holdAppScript, takenOver } from '../support/takeover';

// Settings a guest chooses before signing in: kept in the browser, on every page, offered to an
// account only in the visit they were chosen in and only by asking, cleared with one button
// (docs/decisions.md, "Settings before sign-in").
const PALE_YELLOW = { background: 'rgb(255, 248, 198)', text: 'rgb(43, 43, 34)' };
const NAVY = 'rgb(20, 40, 75)';
const ACCOUNT_OWN = { backgroundColor: '#14284B', fontColor: '#F4F4F0', fontSize: 2 };

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Accessibility settings' });
const handoverOf = (page: Page) =>
  page.getByRole('dialog', { name: 'Which settings would you like to keep?' });
/** The question for an account with no settings of its own. */
const keepQuestionOf = (page: Page) =>
  page.getByRole('dialog', { name: 'Keep the settings you chose before signing in?' });
const updates = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/accessibility.update')) seen.push(request.url());
  });
  return seen;
};
const guestCopy = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.guestAccessibility);

/** Pale yellow, text size 10 (14 + 10 = 24 px, which body text follows) and Open-Dyslexic. */
async function expectGuestLook(page: Page): Promise<void> {
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', PALE_YELLOW.background);
  await expect(body).toHaveCSS('color', PALE_YELLOW.text);
  await expect(body).toHaveCSS('font-size', '24px');
  await expect(body).toHaveCSS('font-family', /OpenDyslexic/);
}

/** The guest's choices, made in the panel with the keyboard only. */
async function chooseByKeyboard(page: Page): Promise<void> {
  const button = page
    .getByRole('banner')
    .getByRole('button', { name: 'Accessibility settings', exact: true });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText('kept in this browser', { exact: false })).toBeVisible();

  // The colour swatches are one radio group: Tab enters it, the arrows choose.
  const pale = panel.getByRole('radio', { name: 'Pale yellow', exact: true });
  await tabTo(page, panel.getByRole('radio').first());
  for (let press = 0; press < 16 && !(await pale.isChecked()); press += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(pale).toBeChecked();
  await expect(pale).toBeFocused();

  const slider = panel.getByRole('slider', { name: 'Text size' });
  await tabTo(page, slider);
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Standard + 10');

  const font = panel.getByRole('button', { name: /Font$/ });
  await tabTo(page, font);
  await page.keyboard.press('Enter');
  const dyslexic = page.getByRole('option', { name: 'Open-Dyslexic' });
  await expect(page.getByRole('listbox')).toBeVisible();
  for (
    let press = 0;
    press < 3 && !(await dyslexic.evaluate((o) => o === document.activeElement));
    press += 1
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(dyslexic).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(font).toContainText('Open-Dyslexic');
  await expect(panel.getByText('Kept in this browser.', { exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
}

/** The sign-in form, with the keyboard only. */
async function signInByKeyboard(page: Page, learner: Learner): Promise<void> {
  const email = page.getByLabel('Email', { exact: true });
  await tabTo(page, email);
  await page.keyboard.type(learner.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(learner.password);
  await page.keyboard.press('Enter');
}

const accountSetting = async (page: Page, testInfo: TestInfo): Promise<AccessibilitySetting | null> =>
  (await trpc<User>(page.request, testInfo, 'query', 'auth.authorize')).accessabilitySetting;

/** A learner whose account has settings of its own (white on navy, size 2), signed out again. */
async function learnerWithOwnSettings(page: Page, testInfo: TestInfo): Promise<Learner> {
  const learner = await seedLearner(page.context(), testInfo, { firstName: 'Noor' });
  await trpc(page.request, testInfo, 'mutation', 'accessibility.update', ACCOUNT_OWN);
  await page.context().clearCookies();
  return learner;
}

/** A guest's choices made with the pointer on the sign-in page (the keyboard journey is above). */
async function chooseOnSignIn(page: Page): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Accessibility settings', exact: true }).click();
  const panel = panelOf(page);
  await panel.locator('label').filter({ hasText: 'Pale yellow' }).click();
  await panel.getByRole('slider', { name: 'Text size' }).focus();
  await page.keyboard.press('End');
  await panel.getByRole('button', { name: /Font$/ }).click();
  await page.getByRole('option', { name: 'Open-Dyslexic' }).click();
  await page.keyboard.press('Escape');
  await expectGuestLook(page);
}

test.describe('accessibility settings before sign-in', () => {
  test(
    'a guest’s colours, size and font follow them from page to page and into their new account',
    { tag: '@editions' },
    async ({ page, dashboardPath }, testInfo) => {
      await quietAchievements(page);
      const learner = await seedLearner(page.context(), testInfo, { firstName: 'Ash', signedIn: false });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await chooseByKeyboard(page);
      await expectGuestLook(page);

      // Another page, then a reload: the prerendered snapshot is already in the guest's look before
      // the app's script has run (the start script puts it on), and the app keeps it.
      const release = await holdAppScript(page);
      await page.goto('/auth/sign-in');
      await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('background-color', PALE_YELLOW.background);
      await expect(page.locator('body')).toHaveCSS('font-size', '24px');
      release();
      await takenOver(page);
      await expectGuestLook(page);
      await page.unroute(/\/assets\/index-[^/]+\.js$/);
      await page.reload();
      await expectGuestLook(page);

      // Signing in (in the visit they were chosen in) to an account with no settings of its own asks
      // first, and saves nothing until the learner answers.
      const sent = updates(page);
      await signInByKeyboard(page, learner);
      await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
      const question = keepQuestionOf(page);
      await expect(question).toBeVisible();
      expect(sent).toEqual([]);
      const keep = question.getByRole('button', { name: 'Keep them for my account' });
      await tabTo(page, keep, { limit: 6 });
      const saved = page.waitForResponse((response) => response.url().includes('/trpc/accessibility.update'));
      await page.keyboard.press('Enter');
      expect((await saved).ok()).toBe(true);
      await expect(question).toHaveCount(0);
      await expectGuestLook(page);
      await expect.poll(() => guestCopy(page)).toBeNull();
      expect(await accountSetting(page, testInfo)).toEqual({
        backgroundColor: '#FFF8C6',
        fontColor: '#2B2B22',
        subtitles: null,
        fontSize: 10,
        fontFamily: 'Open-Dyslexic',
      });

      // The signed-in panel shows them as the account's.
      await page.getByRole('button', { name: 'Accessibility settings', exact: true }).click();
      const panel = panelOf(page);
      await expect(panel.getByRole('radio', { name: 'Pale yellow', exact: true })).toBeChecked();
      await expect(panel.getByRole('slider', { name: 'Text size' })).toHaveAttribute(
        'aria-valuetext',
        'Standard + 10',
      );
    },
  );

  test('the button is in the prerendered page; a press before the app has taken over opens the panel', async ({
    page,
  }) => {
    const release = await holdAppScript(page);
    await page.goto('/auth');
    const button = page
      .getByRole('banner')
      .getByRole('button', { name: 'Accessibility settings', exact: true });
    await expect(button).toBeVisible();
    await button.click();
    release();
    await takenOver(page);
    await expect(panelOf(page)).toBeVisible();
    await expect(panelOf(page).getByRole('radio', { name: 'Pale yellow', exact: true })).toBeVisible();
  });

  test('an account with its own settings asks once; keeping the new ones saves them to it', async ({
    page,
    dashboardPath,
  }, testInfo) => {
    await quietAchievements(page);
    const learner = await learnerWithOwnSettings(page, testInfo);
    await chooseOnSignIn(page);
    await signInByKeyboard(page, learner);
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));

    const dialog = handoverOf(page);
    await expect(dialog).toBeVisible();
    // Focus is in the dialog: Tab reaches the first choice with the keyboard alone.
    const keepNew = dialog.getByRole('button', { name: 'Keep the settings you chose before signing in' });
    await tabTo(page, keepNew, { limit: 6 });
    const saved = page.waitForResponse((response) => response.url().includes('/trpc/accessibility.update'));
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    await expect(dialog).toHaveCount(0);
    await expectGuestLook(page);
    await expect.poll(() => guestCopy(page)).toBeNull();
    // The guest's choices in full: what they left alone is the standard, not the account's old value.
    expect(await accountSetting(page, testInfo)).toEqual({
      backgroundColor: '#FFF8C6',
      fontColor: '#2B2B22',
      subtitles: true,
      fontSize: 10,
      fontFamily: 'Open-Dyslexic',
    });

    // Asked once: a reload neither asks again nor changes anything.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(handoverOf(page)).toHaveCount(0);
    await expectGuestLook(page);
  });

  test('an account with its own settings asks once; keeping the saved ones leaves the account as it was', async ({
    page,
    dashboardPath,
  }, testInfo) => {
    await quietAchievements(page);
    const learner = await learnerWithOwnSettings(page, testInfo);
    await chooseOnSignIn(page);
    await signInByKeyboard(page, learner);
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));

    const dialog = handoverOf(page);
    await expect(dialog).toBeVisible();
    const keepSaved = dialog.getByRole('button', { name: 'Keep your saved settings' });
    await tabTo(page, keepSaved, { limit: 8 });
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).toHaveCSS('background-color', NAVY);
    await expect.poll(() => guestCopy(page)).toBeNull();
    expect(await accountSetting(page, testInfo)).toMatchObject(ACCOUNT_OWN);

    // Signed out again, the guest pages are in the standard look: the guest copy is gone.
    await page.context().clearCookies();
    await page.goto('/auth/sign-in');
    await expect(page.locator('body')).not.toHaveCSS('background-color', PALE_YELLOW.background);
  });

  test('a save that fails at sign-in keeps the guest’s settings in the browser and says so', async ({
    page,
    dashboardPath,
  }, testInfo) => {
    await quietAchievements(page);
    const learner = await seedLearner(page.context(), testInfo, { firstName: 'Kit', signedIn: false });
    await chooseOnSignIn(page);
    await page.route(/\/trpc\/accessibility\.update/, (route) => route.fulfill({ status: 503, body: '' }));
    await signInByKeyboard(page, learner);
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
    await keepQuestionOf(page).getByRole('button', { name: 'Keep them for my account' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Settings not saved to your account yet',
    );
    expect(await guestCopy(page)).not.toBeNull();
    expect(await accountSetting(page, testInfo)).toBeNull();

    // Next time the app starts, it tries again, without asking again.
    await page.unroute(/\/trpc\/accessibility\.update/);
    await page.reload();
    await expect.poll(() => guestCopy(page), { timeout: 20_000 }).toBeNull();
    await expect(keepQuestionOf(page)).toHaveCount(0);
    expect(await accountSetting(page, testInfo)).toMatchObject({ backgroundColor: '#FFF8C6', fontSize: 10 });
  });

  test('settings from an earlier visit are never carried into an account; a guest clears them with the keyboard', async ({
    page,
    browser,
    dashboardPath,
  }, testInfo) => {
    const learner = await seedLearner(page.context(), testInfo, { firstName: 'Lee', signedIn: false });
    await chooseOnSignIn(page);

    // The browser closed and opened again (a library computer's next visitor): its localStorage,
    // without this visit's sessionStorage. The guest pages keep the look; the account is not asked.
    const later = await browser.newContext({ storageState: await page.context().storageState() });
    try {
      await quietAchievements(later);
      const next = await later.newPage();
      const sent = updates(next);
      await next.goto('/auth/sign-in');
      await expectGuestLook(next);
      await signInByKeyboard(next, learner);
      await expect(next).toHaveURL(new RegExp(`${dashboardPath}$`));
      await expect(next.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(next.locator('body')).not.toHaveCSS('background-color', PALE_YELLOW.background);
      // After a round trip of its own, the page has still neither asked nor saved anything.
      expect(await accountSetting(next, testInfo)).toBeNull();
      await expect(keepQuestionOf(next)).toHaveCount(0);
      await expect(handoverOf(next)).toHaveCount(0);
      expect(sent).toEqual([]);
      expect(await guestCopy(next)).not.toBeNull();
    } finally {
      await later.close();
    }

    // Back in the first browser, still a guest: 'Clear these settings', reached and pressed with the
    // keyboard, puts the standard look back at once and says so without moving the focus.
    const button = page
      .getByRole('banner')
      .getByRole('button', { name: 'Accessibility settings', exact: true });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const panel = panelOf(page);
    const clear = panel.getByRole('button', { name: 'Clear these settings' });
    await tabTo(page, clear);
    await page.keyboard.press('Enter');
    await expect(
      panel.getByRole('status').filter({ hasText: 'Your settings are cleared from this browser.' }),
    ).toHaveText('Your settings are cleared from this browser. The pages are back to the standard look.');
    await expect(clear).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('background-color', PALE_YELLOW.background);
    await expect(page.locator('body')).not.toHaveCSS('font-size', '24px');
    await expect(panel.getByRole('slider', { name: 'Text size' })).toHaveAttribute(
      'aria-valuetext',
      'Standard',
    );
    expect(await guestCopy(page)).toBeNull();
    await scanAxe(page, { state: 'the guest panel after Clear these settings' });
  });
});
