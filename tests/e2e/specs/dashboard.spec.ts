import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { localeLookups, watchLocaleLookups } from '../support/locale-lookups';

const FIRST_FLOW = { study: 'Essay Writing', pro: 'Getting started with assistive technology at work' };
const SECOND_FLOW = {
  study: { name: 'Lectures', slug: 'lectures' },
  pro: { name: 'Reading and writing at work', slug: 'reading-and-writing-at-work' },
};
const TAB_ORDER = { study: ['My Study Flows', 'My Software'], pro: ['My Software', 'Learning Paths'] };
const FLOWS_TAB = { study: 'My Study Flows', pro: 'Learning Paths' };

const mainTabs = (page: Page) => page.getByRole('tablist', { name: 'Your learning' });
const card = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test.describe('dashboard home', () => {
  test.use({ signedInAs: 'demo' });
  test.beforeEach(async ({ page, dashboardPath }) => {
    await quietAchievements(page);
    await page.goto(dashboardPath);
  });

  test('greets a returning learner by first name: welcome back, whatever this browser stored', async ({
    page,
    learner,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Hi ${learner.firstName}, welcome back...`,
    );
    await expect(page).toHaveTitle(/dashboard/);
    // The seeded learner first signed in a month ago (the server's NEWBIE date): a recent date this
    // browser happens to hold does not make them new (let's begin: shell-edges.spec.ts).
    await page.evaluate(() =>
      localStorage.setItem(
        'studyflow:first-login',
        JSON.stringify(new Date(Date.now() - 4 * 24 * 60 * 60 * 1000).toISOString()),
      ),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Hi ${learner.firstName}, welcome back...`,
    );
  });

  test('tabs come in the edition’s order and list the flows with their modules', {
    tag: '@editions',
  }, async ({ page, edition }) => {
    await expect(mainTabs(page).getByRole('tab')).toHaveText(TAB_ORDER[edition]);
    const flowsTab = mainTabs(page).getByRole('tab', { name: FLOWS_TAB[edition] });
    if (edition === 'pro') {
      await expect(mainTabs(page).getByRole('tab', { name: 'My Software' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await flowsTab.click();
      await expect(page).toHaveURL(/\/dashboard\/learn$/);
    }
    await expect(flowsTab).toHaveAttribute('aria-selected', 'true');
    const flowTabs = page.getByRole('tablist', {
      name: edition === 'pro' ? 'Learning paths' : 'Study flows',
    });
    await expect(flowTabs.getByRole('tab').first()).toHaveText(FIRST_FLOW[edition]);
    await expect(flowTabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    const modules = page
      .getByRole('list', { name: `Modules in ${FIRST_FLOW[edition]}` })
      .getByRole('listitem');
    await expect(modules.first()).toBeVisible();
    // Each module card: a name, a description, progress as a number and a bar, and time left.
    const first = modules.first();
    await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(first).toContainText(/\d+% done/);
    await expect(first).toContainText(/(\d+ minutes? left|Less than a minute left|Finished)/);
  });

  test('the active tab follows the path', { tag: '@editions' }, async ({ page, edition }) => {
    const second = SECOND_FLOW[edition];
    const flowsPath = `/dashboard/learn/${second.slug}`;
    await page.goto(flowsPath);
    await expect(mainTabs(page).getByRole('tab', { name: FLOWS_TAB[edition] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: second.name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: `Modules in ${second.name}` })).toBeVisible();

    const softwarePath = '/dashboard/software/mindview';
    await page.goto(softwarePath);
    const softwareTab = mainTabs(page).getByRole('tab', { name: 'My Software' });
    await expect(softwareTab).toHaveAttribute('aria-selected', 'true');
    // DSH-1: one tab per software the learner chose; the address picks MindView's.
    const softwareTabs = page.getByRole('tablist', { name: 'Your software' });
    await expect(softwareTabs.getByRole('tab', { name: 'MindView' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(softwareTabs.getByRole('tab', { name: 'Read&Write' })).toBeVisible();
    const mindView = page.getByRole('list', { name: 'MindView', exact: true });
    await expect(mindView).toContainText('Mind mapping');
    await expect(mindView.getByRole('heading', { level: 3, name: 'Essentials' })).toBeVisible();
    await expect(mindView.getByRole('heading', { level: 3, name: 'Strategies' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change your software' })).toHaveAttribute(
      'href',
      '/dashboard/settings/profile/software-selection',
    );

    // Clicking a tab changes the address; Back brings the previous tab back.
    await mainTabs(page).getByRole('tab', { name: FLOWS_TAB[edition] }).click();
    await expect(mainTabs(page).getByRole('tab', { name: FLOWS_TAB[edition] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goBack();
    await expect(softwareTab).toHaveAttribute('aria-selected', 'true');
    // The keyboard moves between the tabs (arrow keys), and the address follows.
    await softwareTab.focus();
    await page.keyboard.press(edition === 'study' ? 'ArrowLeft' : 'ArrowRight');
    await expect(mainTabs(page).getByRole('tab', { name: FLOWS_TAB[edition] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\/dashboard\/learn$/);
  });

  test('the account area has Profile, Settings, Notifications and My Learning', { tag: '@editions' }, async ({
    page,
    edition,
    learner,
  }) => {
    const profile = card(page, 'Profile');
    await expect(profile).toContainText(learner.email);
    await expect(profile).toContainText(edition === 'pro' ? 'Organisation' : 'University');
    await expect(profile).toContainText(
      edition === 'pro' ? 'Example Workplace Ltd' : 'University of Example',
    );
    const editBadge = profile.getByRole('button', { name: 'Add profile image' });
    // A pointer that comes onto the button from elsewhere, as a learner's does: the first pointer
    // event of a fresh page, or one before the card re-renders with its data, is not a hover that
    // React Aria keeps, so the pointer moves in again until the tooltip shows.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await editBadge.hover();
      await expect(page.getByRole('tooltip')).toHaveText('Add profile image', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });

    const settings = card(page, 'Settings');
    await expect(settings.getByRole('link', { name: 'Select Software' })).toHaveAttribute(
      'href',
      '/dashboard/settings/profile/software-selection',
    );
    await expect(settings.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(card(page, 'Notifications')).toContainText('Nothing new yet. Watch this space.');

    const learning = card(page, 'My Learning');
    await expect(learning.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    const progress = learning.getByRole('progressbar');
    await expect(progress.first()).toBeVisible();
    await expect(learning).toContainText(/\d+%/);

    await learning.getByRole('button', { name: 'My Notes' }).click();
    const notes = page.getByRole('dialog', { name: 'Notes' });
    await expect(notes).toBeVisible();
    // The dialog takes the focus just after it shows: Escape before that would reach the button.
    await expect.poll(() => notes.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await learning.getByRole('button', { name: 'Achievements' }).click();
    await expect(page.getByRole('dialog', { name: 'Achievements' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(learning.getByRole('button', { name: 'Achievements' })).toBeFocused();
  });

  test('Install Shortcut explains the desktop shortcut in Chrome and Edge', async ({ page }) => {
    await card(page, 'Settings').getByRole('button', { name: 'Install Shortcut' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install Shortcut' });
    await expect(dialog).toContainText('Chrome');
    await expect(dialog).toContainText('Edge');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The manifest that makes the shortcut installable: named per edition, with real icons.
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
      return (await fetch(href)).json();
    });
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.status()).toBe(200);
    }
  });

  test('the guided tour plays in a modal with English subtitles', async ({ page }) => {
    const subtitles = page.waitForRequest(/\/uploads\/guided-tour\/guided-tour\.en\.vtt$/);
    await page.getByRole('button', { name: 'GUIDED TOUR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guided tour' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-media-player]')).toBeVisible();
    await expect(dialog.locator('video')).toHaveAttribute('src', /guided-tour\.mp4/);
    await subtitles;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'GUIDED TOUR' })).toBeFocused();
  });

  test('flows and progress are fetched again each time the dashboard opens', async ({ page }) => {
    // Pro opens on 'My Software'; its learning paths are fetched when that tab shows.
    await watchLocaleLookups(page);
    await page.goto('/dashboard/learn');
    await expect(page.getByRole('tabpanel').getByRole('tab').first()).toBeVisible();
    // A first view with its progress bars formats nothing in a locale (a slow phone's long task to
    // load its data; issue 34).
    await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuetext', /.+/);
    expect(await localeLookups(page)).toEqual([]);
    const calls = { flows: 0, profile: 0 };
    page.on('request', (request) => {
      if (request.url().includes('flows.list')) calls.flows += 1;
      if (request.url().includes('learningProgress.list')) calls.profile += 1;
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'View profile page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('welcome back');
    await expect.poll(() => calls.flows).toBeGreaterThanOrEqual(1);
    await expect.poll(() => calls.profile).toBeGreaterThanOrEqual(1);
  });

  test('the dark theme and the phone width keep the dashboard within the screen', async ({ page }) => {
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.setViewportSize({ width: 320, height: 720 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // Reflow: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('installing the app', () => {
  test('Chrome offers to install the app, and Install Shortcut hands that offer on', async ({
    playwright,
    learner,
  }, testInfo) => {
    // Chrome never offers installs in incognito windows, and every test context is one: this
    // test uses a normal profile of its own.
    const profile = testInfo.outputPath('chrome-profile');
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL: testInfo.project.use.baseURL,
    });
    try {
      await quietAchievements(context);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/auth/sign-in');
      await page.getByLabel('Email', { exact: true }).fill(learner.email);
      await page.getByLabel('Password', { exact: true }).fill(learner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(learner.firstName);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
        .toEqual([]);
      await page.getByRole('button', { name: 'Install Shortcut' }).click();
      const install = page
        .getByRole('dialog', { name: 'Install Shortcut' })
        .getByRole('button', { name: /^Install Studyflow/ });
      await expect(install).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
