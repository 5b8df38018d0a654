import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import type { Edition } from '@studyflow/contracts/edition';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { scanAxe } from '../support/a11y';
import { recordMotion } from '../support/a11y-modes';
import { type Checks, checkState, checksFor, describeProblem } from '../support/a11y-state';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { makePng } from '../support/images';
import { stepPath, VIDEO_STEP } from '../support/learning';
import { mailboxPageUrl } from '../support/mail';
import { choose } from '../support/onboarding';
import { seedLearner, trpc } from '../support/session';
import { fakeSpeechNow, highlightedWord } from '../support/speech-double';

/**
 * axe (WCAG 2.2 A and AA) on every route and every dialog, menu and error state, once per edition.
 * The journeys do not scan: each state they pass through is opened here directly and checked once.
 * A state is a name and the steps that reach it from where the state before it left the page; a
 * group shares one browser, one learner and one test, goes from page to page inside the app, and
 * reports every state's violations (soft), not only the first. This is the spec where the
 * accessibility matrix (themes, colour pairs, widths) grows.
 */
interface State {
  name: string;
  /** Only in these editions (a page or dialog the other edition does not have). */
  only?: Edition;
  /** A page of legacy-api, not of the app (the local mailbox): it has no settings, so axe only. */
  outside?: boolean;
  open: (page: Page, edition: Edition) => Promise<void>;
}

const BRAND: Record<Edition, string> = { study: 'Studyflow', pro: 'Studyflow Pro' };
const DASHBOARD: Record<Edition, string> = { study: '/dashboard/learn', pro: '/dashboard/software' };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Closes what the last state left open (dialogs, menus, lists), as a learner would with Escape. */
async function closeOverlays(page: Page): Promise<void> {
  const open = page.getByRole('dialog').or(page.getByRole('alertdialog')).or(page.getByRole('menu'));
  // Pressed on the overlay itself: focus may have been moved out of it by the checks.
  for (let press = 0; press < 3 && (await open.count()) > 0; press += 1) await open.first().press('Escape');
  await expect(open).toHaveCount(0);
}

/**
 * Opens `path` at `width`. Once the app runs, it goes to another page inside the app (history API),
 * as a link does, instead of loading the whole app again for every state: most of this spec's cost
 * was loads. The page it is on already, or one whose data changed behind the app's back (`load`),
 * is loaded afresh.
 */
async function visit(page: Page, path: string, width = 1280, { load = false } = {}): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const here = page.url().startsWith('http') ? new URL(page.url()) : null;
  if (!load && here && `${here.pathname}${here.search}` !== path) {
    await closeOverlays(page);
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  } else {
    await page.goto(path);
  }
  await expect(page.getByText('Loading the page…')).toHaveCount(0, { timeout: 20_000 });
  await expect(heading(page)).toBeVisible({ timeout: 20_000 });
}

/** Videos that start on opening are stopped once their player shows: decoding is not what is checked. */
async function stopVideos(page: Page): Promise<void> {
  await expect(page.locator('[data-media-player]').first()).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    for (const video of document.querySelectorAll('video')) video.pause();
  });
}

/** The dashboard: where the page is already, its overlays closed; else opened as `visit` does. */
async function dashboard(page: Page, edition: Edition, width = 1280, { load = false } = {}): Promise<void> {
  if (!load && page.url().endsWith(DASHBOARD[edition])) {
    await page.setViewportSize({ width, height: 900 });
    await closeOverlays(page);
  } else {
    await visit(page, DASHBOARD[edition], width, { load });
  }
  // The frame for this width: the menu beside the page above 1024 px, its button at 1024 px or less.
  // (Waiting for either one let a test go on in the frame between a resize and the app's answer to
  // it, where both were there.)
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (width > 1024) {
    await expect(mainMenu(page)).toBeVisible();
    await expect(openMenu).toHaveCount(0);
  } else {
    await expect(openMenu).toBeVisible();
  }
}

/**
 * This tab alone goes offline as the browser tells the app (navigator.onLine and the `offline`
 * event), so the settings tab beside it stays online to change the settings; the service worker is
 * blocked in this spec, and offline.spec.ts proves the real thing.
 */
async function offlineInThisTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
  });
}

async function dialog(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }))).toBeVisible();
}

/** `checks` null: axe only, in the settings the states set up themselves. */
async function scanEach(page: Page, edition: Edition, states: State[], checks: Checks | null): Promise<void> {
  for (const state of states) {
    if (state.only && state.only !== edition) continue;
    await test.step(state.name, async () => {
      await state.open(page, edition);
      if (checks && !state.outside) {
        const problems = await checkState(page, state.name, checks);
        expect
          .soft(
            problems.map((problem) => describeProblem(state.name, problem)),
            `${state.name} (${page.url()})`,
          )
          .toEqual([]);
      } else {
        await scanAxe(page, { soft: true, state: state.name });
      }
    });
  }
}

const GUEST_PAGES: State[] = [
  // Loaded, not reached inside the app: the landing is prerendered, and what is checked is the page
  // once the app has taken it over (the drawer and the demo only open then).
  { name: 'landing', open: (page) => visit(page, '/', 1280, { load: true }) },
  {
    name: 'landing at 320 px, menu drawer open',
    open: async (page) => {
      await visit(page, '/', 320, { load: true });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await dialog(page, 'Menu');
    },
  },
  {
    name: 'landing, demo video dialog, its transcript open',
    open: async (page, edition) => {
      await visit(page, '/', 1280, { load: true });
      await page.getByRole('button', { name: 'Watch the demo' }).click();
      await dialog(page, `${BRAND[edition]} in under a minute`);
      await stopVideos(page);
      await page.getByRole('button', { name: 'TRANSCRIPT', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Transcript' })).toBeVisible();
    },
  },
  { name: 'assessor toolkit', open: (page) => visit(page, '/assessor') },
  {
    name: 'assessor toolkit at 320 px, walkthrough playing, guide and transcript opened',
    open: async (page) => {
      await visit(page, '/assessor', 320);
      await page.getByRole('button', { name: 'Play the walkthrough' }).click();
      await stopVideos(page);
      await page.getByRole('button', { name: 'TRANSCRIPT', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Transcript' })).toBeVisible();
      for (const part of ['Who it is for', 'What it does', 'Recommending it']) {
        await page.getByRole('button', { name: part }).click();
      }
      await expect(page.getByText(/Recommend Studyflow( Pro)? alongside the software/)).toBeVisible();
    },
  },
  { name: 'privacy policy', open: (page) => visit(page, '/privacy-policy') },
  { name: 'terms of use', open: (page) => visit(page, '/terms') },
  { name: 'accessibility statement at 320 px', open: (page) => visit(page, '/accessibility-statement', 320) },
  { name: 'error page', open: (page) => visit(page, '/error') },
  { name: 'something went wrong', open: (page) => visit(page, '/something-went-wrong') },
  { name: 'page not found', open: (page) => visit(page, '/not-found') },
  { name: 'account deleted', open: (page) => visit(page, '/account-deleted') },
];

const GUEST_FORMS: State[] = [
  { name: 'auth choice', open: (page) => visit(page, '/auth') },
  {
    name: 'keyboard shortcuts legend from the footer, at 320 px',
    open: async (page) => {
      await visit(page, '/auth', 320);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Keyboard shortcuts' }).click();
      await dialog(page, 'Keyboard shortcuts');
    },
  },
  {
    name: 'sign-in with a wrong password',
    open: async (page) => {
      await visit(page, '/auth/sign-in');
      await page.getByLabel('Email', { exact: true }).fill('nobody@university.example');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'reset request with a blank email',
    open: async (page) => {
      await visit(page, '/auth/reset-password');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText("can't be blank")).toBeVisible();
    },
  },
  {
    name: 'reset link that is not valid',
    open: async (page) => {
      await page.goto('/auth/reset_password/not-a-real-token');
      await expect(page.getByRole('alert')).toHaveText('Reset password token is invalid.');
    },
  },
  {
    name: 'licence step 1 with every field missing',
    open: async (page) => {
      await visit(page, '/auth/dsa-licence');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    },
  },
  {
    name: 'licence step 2 with its errors',
    open: async (page, edition) => {
      await visit(page, '/auth/dsa-licence');
      await page.getByLabel('Licence Key').fill('1000000099');
      await page.getByLabel('First Name').fill('Robin');
      await page.getByLabel('Surname').fill('Tester');
      await page.getByLabel(edition === 'pro' ? 'Organisation' : 'University').fill('University of Example');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    },
  },
  {
    name: 'institution email refused',
    open: async (page, edition) => {
      await visit(page, '/auth/inst-licence');
      await page
        .getByLabel(edition === 'pro' ? 'Organisation email' : 'Institutional email')
        .fill('someone@elsewhere.example');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('alert')).toContainText('does not belong to a registered institution');
    },
  },
  {
    name: 'institution details with their errors',
    open: async (page, edition) => {
      await visit(page, '/auth/site-licence');
      await page
        .getByLabel(edition === 'pro' ? 'Organisation email' : 'Institutional email')
        .fill(`axe-${Date.now()}@university.example`);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    },
  },
  {
    name: 'confirmation link that is not valid',
    open: async (page) => {
      await visit(page, '/auth/confirmations/not-a-real-token');
    },
  },
  {
    name: 'local mailbox (legacy-api)',
    outside: true,
    open: async (page) => {
      await page.goto(mailboxPageUrl(test.info()));
      await expect(heading(page)).toBeVisible();
    },
  },
];

/** The accessibility panel a guest opens from the public header (the menu drawer's at 320 px). */
const GUEST_SETTINGS: State[] = [
  {
    name: 'guest accessibility panel',
    open: async (page) => {
      await visit(page, '/terms');
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Accessibility settings', exact: true })
        .click();
      await dialog(page, 'Accessibility settings');
    },
  },
  {
    name: 'guest accessibility panel from the menu drawer at 320 px',
    open: async (page) => {
      await visit(page, '/', 320, { load: true });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await dialog(page, 'Menu');
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Accessibility settings' })
        .click();
      await dialog(page, 'Accessibility settings');
    },
  },
  {
    name: 'guest accessibility panel on the sign-in page at 320 px',
    open: async (page) => {
      await visit(page, '/auth/sign-in', 320);
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Accessibility settings', exact: true })
        .click();
      await dialog(page, 'Accessibility settings');
    },
  },
];

const DEMO_DASHBOARD: State[] = [
  { name: 'dashboard', open: (page, edition) => dashboard(page, edition) },
  {
    name: 'dashboard, the other tab',
    open: async (page, edition) => {
      await visit(
        page,
        edition === 'pro' ? '/dashboard/learn/reading-and-writing-at-work' : '/dashboard/software/mindview',
      );
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
    },
  },
  {
    name: 'notes dialog',
    open: async (page, edition) => {
      await dashboard(page, edition);
      await mainMenu(page).getByRole('button', { name: 'Notes' }).click();
      await dialog(page, 'Notes');
    },
  },
  {
    name: 'account menu',
    open: async (page, edition) => {
      await dashboard(page, edition);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    },
  },
  {
    name: 'achievements dialog',
    open: async (page) => {
      await page.getByRole('menuitem', { name: 'View Achievements' }).click();
      await dialog(page, 'Achievements');
    },
  },
  {
    name: 'keyboard shortcuts legend, a key refused',
    open: async (page, edition) => {
      await dashboard(page, edition);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Keyboard shortcuts' }).click();
      await dialog(page, 'Keyboard shortcuts');
      const legend = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await legend.getByRole('button', { name: /^Change the key for: Go to the search box/ }).click();
      // A key another shortcut has: the shared demo learner's keys stay as they were.
      await legend.getByRole('textbox', { name: /^New key for: Go to the search box/ }).fill('k');
      await legend.getByRole('button', { name: 'Save key' }).click();
      await expect(legend.getByText(/already used for: Play or pause/)).toBeVisible();
    },
  },
  {
    name: 'dashboard, the weekly goal reached',
    open: async (page, edition) => {
      await dashboard(page, edition);
      await page
        .getByRole('region', { name: 'Your week' })
        .getByRole('button', { name: /Weekly goal/ })
        .click();
      await page.getByRole('option', { name: '1 day a week' }).click();
      // Today as a learning day of this browser's demo learner (the key the goal was just kept under).
      await page.evaluate(() => {
        const goalKey = Object.keys(localStorage).find((key) => key.startsWith('studyflow:weekly-goal:'));
        if (!goalKey) throw new Error('no weekly goal kept');
        const now = new Date();
        const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
          .map((part) => String(part).padStart(2, '0'))
          .join('-');
        localStorage.setItem(goalKey.replace('weekly-goal', 'learning-days'), JSON.stringify([day]));
      });
      await dashboard(page, edition, 1280, { load: true });
      await expect(page.getByRole('region', { name: 'Your week' })).toContainText(
        'You reached this week’s goal.',
      );
    },
  },
  {
    name: 'install shortcut dialog',
    open: async (page, edition) => {
      await dashboard(page, edition);
      await page.getByRole('button', { name: 'Install Shortcut' }).click();
      await dialog(page, 'Install Shortcut');
    },
  },
  {
    name: 'guided tour dialog',
    open: async (page, edition) => {
      await dashboard(page, edition);
      await page.getByRole('button', { name: 'GUIDED TOUR' }).click();
      await dialog(page, 'Guided tour');
      await stopVideos(page);
    },
  },
  {
    name: 'accessibility panel',
    open: async (page, edition) => {
      await dashboard(page, edition);
      await page.getByRole('button', { name: 'Accessibility settings', exact: true }).click();
      await dialog(page, 'Accessibility settings');
    },
  },
  {
    name: 'side menu drawer at 1024 px',
    open: async (page, edition) => {
      await dashboard(page, edition, 1024);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await dialog(page, 'Menu');
    },
  },
  {
    name: 'earlier messages dialog',
    open: async (page, edition) => {
      await dashboard(page, edition);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Earlier messages' }).click();
      await dialog(page, 'Earlier messages');
    },
  },
  {
    name: 'search results open',
    open: async (page, edition) => {
      await dashboard(page, edition);
      const search = page.getByRole('combobox', { name: 'Search' });
      await search.fill(edition === 'pro' ? 'text-to-speech' : 'instruction');
      // Search runs on the server, which on a busy 2-core machine has taken seconds.
      const results = page.getByRole('listbox', { name: /^Search results/ });
      await expect(results.getByRole('group').first()).toContainText('Steps', { timeout: 20_000 });
      // One result chosen with the arrows, as a keyboard user reads them: focus stays in the box.
      await page.keyboard.press('ArrowDown');
      await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
      await expect(search).toBeFocused();
    },
  },
  {
    name: 'search with a query typed, its results closed',
    open: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Search' })).not.toHaveValue('');
    },
  },
  {
    // Last: the spacing is kept for this learner, and would be on for every state after it.
    name: 'dashboard with the largest text spacing',
    open: async (page, edition) => {
      await dashboard(page, edition);
      await page.getByRole('button', { name: 'Accessibility settings', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
      for (const name of ['Line spacing', 'Letter spacing', 'Word spacing']) {
        await panel.getByRole('slider', { name }).press('End');
        await expect(panel.getByRole('slider', { name })).toHaveAttribute('aria-valuetext', 'Most');
      }
      await closeOverlays(page);
      await expect(page.locator('body')).toHaveCSS('word-spacing', /^[1-9]/);
    },
  },
];

const DEMO_PAGES: State[] = [
  { name: 'profile', open: (page) => visit(page, '/dashboard/settings/profile') },
  {
    name: 'profile, the delete-account dialog',
    open: async (page) => {
      await page
        .getByRole('region', { name: 'Your data' })
        .getByRole('button', { name: 'Delete my account' })
        .click();
      await dialog(page, 'Delete your account?');
    },
  },
  {
    name: 'software selection',
    open: (page) => visit(page, '/dashboard/settings/profile/software-selection'),
  },
  { name: 'journal, no entries', open: (page) => visit(page, '/dashboard/reflect') },
  { name: 'step', open: (page, edition) => visit(page, stepPath(edition)) },
  {
    name: 'step, read aloud paused on a highlighted word',
    open: async (page) => {
      // The Web Speech API's double: Chromium's own voices differ from machine to machine.
      await fakeSpeechNow(page, { wordMs: 100 });
      await page.getByRole('button', { name: 'Read aloud', exact: true }).click();
      const controls = page.getByRole('group', { name: 'Read aloud controls' });
      await controls.getByRole('button', { name: 'Play' }).click({ timeout: 20_000 });
      await expect.poll(() => highlightedWord(page)).not.toBeNull();
      await controls.getByRole('button', { name: 'Pause' }).click();
      await expect(controls.getByText('Paused', { exact: true })).toBeVisible();
    },
  },
  {
    // The read aloud controls stay open beside it. The guide stays on for this learner's later pages.
    name: 'step, the reading guide on and moved by keyboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Reading guide' }).click();
      const guide = page.getByRole('slider', { name: 'Reading guide' });
      await guide.focus();
      const start = Number(await guide.getAttribute('aria-valuenow'));
      await page.keyboard.press('ArrowDown');
      await expect(guide).toHaveAttribute('aria-valuenow', String(start + 1));
    },
  },
  {
    name: 'video step in focus mode, its title card as the poster',
    open: async (page, edition) => {
      await visit(page, VIDEO_STEP[edition].path);
      await expect(page.locator('[data-media-player] img.vds-poster')).toBeAttached({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Focus mode' }).click();
      await expect(page.getByRole('navigation', { name: 'Module contents' })).toHaveCount(0);
    },
  },
  {
    name: 'favourites',
    open: async (page) => {
      // With a favourite, the page opens on it: its step's heading, the favourites beside it.
      await page.goto('/favourites');
      await expect(page.getByRole('heading', { level: 2, name: 'Favourites' })).toBeVisible({
        timeout: 20_000,
      });
    },
  },
  {
    name: 'tutorial (MindView Essentials)',
    open: async (page) => {
      await visit(page, '/dashboard/software/mindview');
      await page
        .getByRole('list', { name: 'MindView' })
        .getByRole('link', { name: 'Start the MindView Essentials' })
        .click();
      await expect(page).toHaveURL(/\/tutorials\/mindview\/essentials\//);
      await expect(heading(page)).toBeVisible({ timeout: 20_000 });
    },
  },
  { name: 'demo library', open: (page) => visit(page, '/resources') },
  {
    name: 'demo library at 320 px, one kind chosen',
    open: async (page) => {
      await visit(page, '/resources', 320);
      await page.getByRole('radio', { name: 'Specialist' }).click();
    },
  },
  {
    name: 'demo library, product video dialog, its transcript open',
    open: async (page) => {
      await visit(page, '/resources');
      await page.getByRole('button', { name: 'Product video: NVDA' }).click();
      await dialog(page, 'Product video: NVDA');
      await stopVideos(page);
      await page.getByRole('button', { name: 'TRANSCRIPT', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Transcript' })).toContainText('On screen:');
    },
  },
  {
    name: 'support, a question open',
    open: async (page) => {
      await visit(page, '/support');
      await page.getByRole('button', { name: 'How do I change my password?' }).click();
    },
  },
  {
    name: 'support message dialog with its error',
    open: async (page) => {
      await visit(page, '/support');
      await page.getByRole('button', { name: 'Send us a message' }).click();
      const message = page.getByRole('dialog', { name: 'Send us a message' });
      await message.getByRole('button', { name: 'SEND' }).click();
      await expect(message.getByText('required', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'printed notes',
    open: async (page) => {
      await page.goto('/dashboard/print_notes');
      await expect(page.locator('main')).toBeVisible({ timeout: 20_000 });
    },
  },
];

/** The study edition's own pages and tools (their test is skipped in Pro). */
const DEMO_STUDY_ONLY: State[] = [
  { name: 'wellbeing', open: (page) => visit(page, '/wellbeing') },
  { name: 'support contacts', open: (page) => visit(page, '/wellbeing/support-contacts') },
  { name: 'Student Minds', open: (page) => visit(page, '/wellbeing/student-minds') },
  {
    name: 'Student Minds, read aloud in a browser with no voices',
    open: async (page) => {
      await fakeSpeechNow(page, { voices: [] });
      await page.getByRole('button', { name: 'Read aloud', exact: true }).click();
      await expect(page.getByText('it has no voices installed.')).toBeVisible({ timeout: 20_000 });
    },
  },
  { name: 'desk stretches', open: (page) => visit(page, '/wellbeing/desk-stretches') },
  { name: 'study tools', open: (page) => visit(page, '/dashboard/study-tools') },
  ...[
    'Essay Question Wizard',
    'Essay Calculator',
    'Exam Calculator',
    'Revision Calculator',
    'Pomodoro Timer',
    'Productivity Planner',
  ].map(
    (tool): State => ({
      name: `study tools: ${tool}`,
      open: async (page) => {
        await visit(page, '/dashboard/study-tools');
        await page
          .getByRole('list', { name: 'Study Tools' })
          .getByRole('button', { name: `Open ${tool}` })
          .click();
        await expect(page.getByRole('heading', { level: 2, name: tool })).toBeFocused();
      },
    }),
  ),
  {
    name: 'study tools dialog on a step, a letter chosen',
    open: async (page, edition) => {
      await visit(page, stepPath(edition));
      await mainMenu(page).getByRole('button', { name: 'Study Tools' }).click();
      const tools = page.getByRole('dialog', { name: 'Study Tools' });
      await tools.getByRole('button', { name: 'Open Essay Question Wizard' }).click();
      await tools.getByRole('button', { name: /^E, \d+ words$/ }).click();
      await expect(tools.getByRole('heading', { level: 4, name: 'Words starting with E' })).toBeVisible();
    },
  },
  {
    name: 'exam schedule',
    open: async (page) => {
      await page.goto('/dashboard/examschedule/History/2026-12-01/09%3A00/12%3A00/4/5/5');
      await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
    },
  },
];

test.describe('axe: every route and dialog state', { tag: '@editions' }, () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(600_000);
    await quietAchievements(page);
    // The whole spec runs as a learner who asked for reduced motion: the check reads what moved.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordMotion(page);
  });

  // A guest keeps colour pairs in the browser (docs/decisions.md, "Settings before sign-in"), so guest
  // pages are checked in them too, chosen in the settings tab's own guest panel.
  test.describe('guests', () => {
    test('public pages', async ({ page, context, edition }, testInfo) => {
      await scanEach(
        page,
        edition,
        GUEST_PAGES,
        await checksFor(context, testInfo, { colourPairs: true, guest: true }),
      );
    });
    test('sign-in and sign-up forms, with their errors', async ({ page, context, edition }, testInfo) => {
      await scanEach(
        page,
        edition,
        GUEST_FORMS,
        await checksFor(context, testInfo, { colourPairs: true, guest: true }),
      );
    });
    test('the accessibility panel from the public header', async ({ page, context, edition }, testInfo) => {
      await scanEach(
        page,
        edition,
        GUEST_SETTINGS,
        await checksFor(context, testInfo, { colourPairs: true, guest: true }),
      );
    });
  });

  test('a guest’s settings of this visit at sign-in: the questions to keep them, with and without the account’s own', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    // No settings of the account's own at first (the checks start in the theme's colours).
    await seedLearner(context, testInfo, { firstName: 'Noor' });
    const checks = await checksFor(context, testInfo, { colourPairs: true });
    /** A guest copy chosen in this tab's visit just now, as the guest panel leaves it: the next start asks. */
    const chosenJustNow = (p: Page) =>
      p.evaluate(
        ([key, visitKey]) => {
          const setting = {
            backgroundColor: '#FFF8C6',
            fontColor: '#2B2B22',
            subtitles: null,
            fontSize: 6,
            fontFamily: null,
          };
          window.sessionStorage.setItem(visitKey, 'axe-visit');
          window.localStorage.setItem(
            key,
            JSON.stringify({ setting, vars: {}, chosenAt: Date.now(), visit: 'axe-visit' }),
          );
        },
        [STORAGE_KEYS.guestAccessibility, STORAGE_KEYS.guestVisit] as const,
      );
    await scanEach(
      page,
      edition,
      [
        {
          name: 'keep the settings chosen just now, an account with none',
          open: async (p, e) => {
            await visit(p, DASHBOARD[e]);
            await chosenJustNow(p);
            await dashboard(p, e, 1280, { load: true });
            await dialog(p, 'Keep the settings you chose before signing in?');
          },
        },
        {
          name: 'which settings to keep, an account with its own',
          open: async (p, e) => {
            // Closed without an answer, the guest copy stays; the account now has settings of its own.
            await closeOverlays(p);
            await trpc(context.request, testInfo, 'mutation', 'accessibility.update', { fontSize: 2 });
            await dashboard(p, e, 1280, { load: true });
            await dialog(p, 'Which settings would you like to keep?');
          },
        },
      ],
      checks,
    );
  });

  // A learner of the group's own, like the demo learner (the demo learner's settings are shared by
  // the tests running beside this one, and this spec changes them).
  test.describe('an onboarded learner with some progress', () => {
    const learnerLike = async (context: BrowserContext, testInfo: TestInfo, edition: Edition) => {
      await seedLearner(context, testInfo, {
        firstName: 'Dana',
        visitedSteps: [stepPath(edition)],
        completedSteps: [stepPath(edition)],
        favouriteSteps: [stepPath(edition)],
        notes: [{ step: stepPath(edition), content: 'Circle the instruction word first' }],
      });
      // Read&Write and MindView, as the demo learner has them (the tutorial state opens MindView's).
      const softwares = await trpc<{ id: number | string; slug: string }[]>(
        context.request,
        testInfo,
        'query',
        'software.list',
      );
      const chosen = softwares.filter((software) => ['read-write', 'mindview'].includes(software.slug));
      await trpc(context.request, testInfo, 'mutation', 'software.select', {
        softwareIds: chosen.map((software) => software.id),
      });
      return checksFor(context, testInfo, { colourPairs: true });
    };
    test('dashboard, its dialogs and menus', async ({ page, context, edition }, testInfo) => {
      await scanEach(page, edition, DEMO_DASHBOARD, await learnerLike(context, testInfo, edition));
    });
    test('the signed-in pages and their dialogs', async ({ page, context, edition }, testInfo) => {
      await scanEach(page, edition, DEMO_PAGES, await learnerLike(context, testInfo, edition));
    });
    test('the study edition’s own pages and tools', async ({ page, context, edition }, testInfo) => {
      test.skip(edition === 'pro', 'the Pro edition has no wellbeing pages or study tools');
      await scanEach(page, edition, DEMO_STUDY_ONLY, await learnerLike(context, testInfo, edition));
    });
  });

  test('a licence student: the Calm gift dialog, empty, refused and sent', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    test.skip(edition === 'pro', 'the Calm gift is for students of the study edition');
    // A learner of its own: the demo learner's one request belongs to wellbeing.spec.ts.
    await seedLearner(context, testInfo, { firstName: 'Cal', signUpType: 'dsa_licence' });
    const calm = (p: Page) => p.getByRole('dialog', { name: 'Your Calm gift' });
    const checks = await checksFor(context, testInfo, { colourPairs: true });
    await scanEach(
      page,
      edition,
      [
        {
          name: 'Calm gift dialog',
          open: async (p) => {
            await visit(p, '/wellbeing');
            await p.getByRole('button', { name: 'Find out about Calm' }).click();
            await expect(calm(p)).toBeVisible();
          },
        },
        {
          name: 'Calm gift dialog, its form refused',
          open: async (p) => {
            await calm(p).getByRole('button', { name: 'Learn more' }).click();
            await calm(p).getByRole('button', { name: 'Next' }).click();
            await calm(p).getByRole('button', { name: 'Next' }).click();
            await calm(p).getByRole('button', { name: 'Send request' }).click();
            await expect(calm(p).getByText('Email is required')).toBeVisible();
          },
        },
        {
          name: 'Calm gift dialog, request sent',
          open: async (p) => {
            await calm(p).getByRole('textbox', { name: 'First name' }).fill('Cal');
            await calm(p).getByRole('textbox', { name: 'Surname' }).fill('Tester');
            await calm(p).getByRole('textbox', { name: 'Email' }).fill('cal@university.example');
            await calm(p).getByRole('button', { name: 'Send request' }).click();
            await expect(calm(p).getByRole('heading', { name: 'All done!' })).toBeVisible();
          },
        },
      ],
      checks,
    );
  });

  test('a learner with journal entries and notes: the journal’s dialogs, the notes list', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    await seedLearner(context, testInfo, {
      firstName: 'Axel',
      reflections: [{ title: 'Seminar on memory', observe1: 'The seminar moved fast.' }],
      notes: [{ step: stepPath(edition), content: 'Circle the instruction word first' }],
    });
    const checks = await checksFor(context, testInfo, { colourPairs: true });
    await scanEach(
      page,
      edition,
      [
        { name: 'journal with an entry', open: (p) => visit(p, '/dashboard/reflect') },
        {
          name: 'journal entry modal, a blank title refused',
          open: async (p) => {
            await p.getByRole('button', { name: 'NEW ENTRY' }).click();
            const entry = p.getByRole('dialog', { name: 'New entry' });
            await entry.getByRole('button', { name: 'NEXT' }).click();
            await entry.getByRole('button', { name: 'NEXT' }).click();
            await expect(entry.getByText("can't be blank")).toBeVisible();
          },
        },
        {
          name: 'journal entry modal, a question step',
          open: async (p) => {
            const entry = p.getByRole('dialog', { name: 'New entry' });
            await entry.getByRole('textbox', { name: 'Give this entry a title' }).fill('Lab write-up');
            await entry.getByRole('button', { name: 'NEXT' }).click();
            await expect(entry.getByRole('heading', { name: 'OBSERVE', exact: true })).toBeVisible();
          },
        },
        {
          name: 'journal, delete an entry',
          open: async (p) => {
            await visit(p, '/dashboard/reflect');
            await p.getByRole('button', { name: 'Options for Seminar on memory' }).click();
            await p.getByRole('menuitem', { name: 'Delete' }).click();
            await dialog(p, 'Delete entry?');
          },
        },
        {
          name: 'journal at 375 px, the video dialog',
          open: async (p) => {
            await visit(p, '/dashboard/reflect', 375);
            await p.getByRole('button', { name: 'Watch the 1-minute video' }).click();
            await dialog(p, 'How the reflective journal works (1 minute)');
            await stopVideos(p);
          },
        },
        {
          name: 'journal entry modal, a draft meets a newer save',
          open: async (p) => {
            const edit = async () => {
              await p.getByRole('button', { name: 'Options for Seminar on memory' }).click();
              await p.getByRole('menuitem', { name: 'Edit' }).click();
              return p.getByRole('dialog', { name: 'Edit entry' });
            };
            await visit(p, '/dashboard/reflect');
            let entry = await edit();
            await entry.getByRole('button', { name: 'NEXT' }).click();
            await entry.getByRole('button', { name: 'NEXT' }).click();
            await entry.getByRole('textbox', { name: /What happened/ }).fill('A draft on this device.');
            await p.keyboard.press('Escape');
            const [saved] = await trpc<{ id: number }[]>(context.request, testInfo, 'query', 'journal.list');
            await trpc(context.request, testInfo, 'mutation', 'journal.update', {
              id: saved?.id,
              title: 'Seminar on memory',
              observe1: 'Saved on another device.',
              observe2: '',
              reflect1: '',
              reflect2: '',
              act: '',
            });
            await visit(p, '/dashboard/reflect', 1280, { load: true });
            entry = await edit();
            await expect(
              entry.getByRole('heading', { name: 'This entry has changed since your draft' }),
            ).toBeFocused();
          },
        },
        {
          name: 'journal that could not be loaded, its toast',
          open: async (p) => {
            await p.route('**/trpc/journal.list**', (route) => route.fulfill({ status: 500, body: 'down' }));
            await visit(p, '/dashboard/reflect', 1280, { load: true });
            // Failures with no answer are asked again twice before the toast.
            await expect(p.getByText('Your journal could not be loaded.')).toBeVisible({ timeout: 20_000 });
            await p
              .getByRole('region', { name: 'Notifications' })
              .getByText('Something went wrong...')
              .hover();
            await p.unroute('**/trpc/journal.list**');
          },
        },
        {
          name: 'notes dialog with a note, on its step',
          open: async (p) => {
            await visit(p, stepPath(edition));
            await mainMenu(p).getByRole('button', { name: 'Notes' }).click();
            await dialog(p, 'Notes');
            await expect(
              p.getByRole('dialog', { name: 'Notes' }).getByRole('list', { name: 'Your notes' }),
            ).toContainText('Circle the instruction word first');
          },
        },
        {
          name: 'offline banner on a step',
          open: async (p) => {
            await closeOverlays(p);
            await offlineInThisTab(p);
            await expect(p.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
          },
        },
        {
          name: 'notes dialog offline, a note waiting to send',
          open: async (p) => {
            await mainMenu(p).getByRole('button', { name: 'Notes' }).click();
            const notes = p.getByRole('dialog', { name: 'Notes' });
            await notes.getByRole('textbox', { name: /New note on/ }).fill('Written on the train');
            await notes.getByRole('textbox', { name: /New note on/ }).press('Enter');
            await expect(notes.getByRole('list', { name: 'Notes waiting to send' })).toContainText(
              'Waiting to send',
            );
          },
        },
      ],
      checks,
    );
  });

  test('a learner changing their profile image: every step of its dialog', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    await seedLearner(context, testInfo, { firstName: 'Ava' });
    const profileImage = (p: Page) => p.getByRole('dialog', { name: 'Profile image' });
    const checks = await checksFor(context, testInfo, { colourPairs: true });
    await scanEach(
      page,
      edition,
      [
        {
          name: 'profile image: the drop zone',
          open: async (p) => {
            await visit(p, '/dashboard/settings/profile');
            await p.getByRole('button', { name: 'Add profile image' }).click();
            await expect(profileImage(p).getByRole('button', { name: 'Choose an image' })).toBeVisible();
          },
        },
        {
          name: 'profile image: cropping',
          open: async (p) => {
            await profileImage(p)
              .locator('input[type="file"]')
              .setInputFiles({
                name: 'me.png',
                mimeType: 'image/png',
                buffer: makePng(320, 320, [30, 95, 116], [242, 201, 76]),
              });
            await expect(profileImage(p).getByRole('application', { name: 'Image crop area' })).toBeVisible();
          },
        },
        {
          name: 'profile image: the current image',
          open: async (p) => {
            await profileImage(p).getByRole('button', { name: 'UPLOAD' }).click();
            await expect(profileImage(p)).toBeHidden();
            await p.getByRole('button', { name: 'Add profile image' }).click();
            await expect(
              profileImage(p).getByRole('img', { name: 'Your current profile image' }),
            ).toBeVisible();
          },
        },
        {
          name: 'profile image removed, its Undo toast',
          open: async (p) => {
            await profileImage(p).getByRole('button', { name: 'Remove', exact: true }).click();
            await expect(profileImage(p)).toBeHidden();
            const toastRegion = p.getByRole('region', { name: 'Notifications' });
            // Hovered, the toast waits (10 s otherwise) while it is scanned.
            await toastRegion.getByText('Profile image removed.').hover();
            await expect(toastRegion.getByRole('button', { name: 'Undo' })).toBeVisible();
          },
        },
      ],
      checks,
    );
  });

  test('a new learner: every onboarding step, its errors and the testimonial page', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    await seedLearner(context, testInfo, { firstName: 'Robin', onboarded: false });
    const next = (p: Page) => p.getByRole('button', { name: 'Next' });
    const stepTitle = (p: Page, name: string) => p.getByRole('heading', { level: 2, name, exact: true });
    const quiteFamiliar = (p: Page) =>
      p.getByRole('radiogroup', { name: 'Assistive technology overall' }).getByText('Quite familiar').click();
    const checks = await checksFor(context, testInfo, { colourPairs: false });
    await scanEach(
      page,
      edition,
      [
        { name: 'onboarding, first step', open: (p) => visit(p, '/onboarding') },
        {
          name: 'onboarding, first step refused',
          open: async (p, e) => {
            if (e === 'pro') {
              // The software chosen on the page (not the header's theme switch, which is pressed in dark).
              const pressed = p.getByRole('main').locator('[aria-pressed="true"]');
              while ((await pressed.count()) > 0) await pressed.first().click();
            }
            await next(p).click();
            await expect(
              e === 'pro'
                ? p.getByRole('alert').filter({ hasText: 'Please select your software!' })
                : p.getByRole('heading', { name: 'There is a problem' }),
            ).toBeVisible();
          },
        },
        {
          name: 'onboarding, current knowledge',
          open: async (p, e) => {
            if (e === 'study') {
              const year = new Date().getFullYear();
              await choose(p, 'Course start year', String(year));
              await choose(p, 'Course end year', String(year + 3));
              await choose(p, 'Course subject', 'History');
              await next(p).click();
              await expect(stepTitle(p, 'Assistive Technology')).toBeFocused();
              // The preselected software arrives from the server; Next before it is refused.
              await expect(p.getByRole('button', { name: 'Read&Write' })).toBeVisible();
            } else {
              await p.getByRole('button', { name: 'NVDA' }).click();
            }
            await next(p).click();
            await expect(stepTitle(p, 'Current knowledge')).toBeFocused();
          },
        },
        {
          name: 'onboarding, knowledge refused',
          open: async (p, e) => {
            await p.getByRole('button', { name: e === 'study' ? 'Next' : 'Finish' }).click();
            await expect(p.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
          },
        },
        {
          name: 'onboarding, study priorities',
          only: 'study',
          open: async (p) => {
            await quiteFamiliar(p);
            await next(p).click();
            await expect(stepTitle(p, 'Study priorities')).toBeFocused();
          },
        },
        {
          name: 'testimonial page',
          open: async (p, e) => {
            if (e === 'pro') await quiteFamiliar(p);
            await p.getByRole('button', { name: 'Finish' }).click();
            await expect(p).toHaveURL(/\/onboarding\/testimonial$/);
            await expect(heading(p)).toHaveText('You are all set, Robin');
          },
        },
      ],
      checks,
    );
  });

  test('a learner’s own colours, text size and font on the pages they open', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    await seedLearner(context, testInfo, { firstName: 'Ari' });
    const settle = async (p: Page, background: string) => {
      await expect(p.locator('body')).toHaveCSS('background-color', background);
    };
    await scanEach(
      page,
      edition,
      [
        {
          name: 'pale yellow, text size +10, Open-Dyslexic: dashboard',
          open: async (p, e) => {
            await visit(p, '/dashboard/settings/profile');
            await trpc(context.request, testInfo, 'mutation', 'accessibility.update', {
              backgroundColor: '#FFF8C6',
              fontColor: '#2B2B22',
              fontSize: 10,
              fontFamily: 'Open-Dyslexic',
            });
            await dashboard(p, e, 1280, { load: true });
            await settle(p, 'rgb(255, 248, 198)');
          },
        },
        {
          name: 'pale yellow, text size +10, Open-Dyslexic: the panel open',
          open: async (p) => {
            await p.getByRole('button', { name: 'Accessibility settings', exact: true }).click();
            await dialog(p, 'Accessibility settings');
          },
        },
        {
          name: 'pale yellow, text size +10, Open-Dyslexic: profile at 320 px',
          open: async (p) => {
            await visit(p, '/dashboard/settings/profile', 320);
            await settle(p, 'rgb(255, 248, 198)');
          },
        },
        {
          name: 'pale yellow, text size +10, Open-Dyslexic: software selection',
          open: async (p) => {
            await visit(p, '/dashboard/settings/profile/software-selection');
            await settle(p, 'rgb(255, 248, 198)');
          },
        },
        {
          name: 'white on navy, dark theme: dashboard',
          open: async (p, e) => {
            await trpc(context.request, testInfo, 'mutation', 'accessibility.update', {
              backgroundColor: '#14284B',
              fontColor: '#F4F4F0',
            });
            await dashboard(p, e, 1280, { load: true });
            await p.getByRole('button', { name: 'Dark theme' }).click();
            await expect(p.locator('html')).toHaveAttribute('data-theme', 'dark');
            await settle(p, 'rgb(20, 40, 75)');
          },
        },
        {
          name: 'white on navy, dark theme: profile',
          open: async (p) => {
            await visit(p, '/dashboard/settings/profile');
            await settle(p, 'rgb(20, 40, 75)');
          },
        },
      ],
      null,
    );
  });
});
