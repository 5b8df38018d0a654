import type { Locator, Page, TestInfo } from '@playwright/test';
import { KEYBOARD_JOURNEYS, type KeyboardJourneyId } from '@studyflow/contracts/accessibility-checks';
import type { Edition } from '@studyflow/contracts/edition';
import { quietAchievements } from '../support/accounts';
import { licenceKey, uniqueEmail } from '../support/data';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, VIDEO_STEP } from '../support/learning';
import { stepHeading, WIZARD_STEPS } from '../support/onboarding';
import { type Learner, seedLearner } from '../support/session';

/**
 * Journeys done with the keyboard alone, from the sign-in form (or /auth) to their end: after the
 * first page.goto only page.keyboard, and before every key press that activates something the test
 * says which element has focus, so each journey also proves the focus order it walks.
 */

/** The licence keys of this file (support/data.ts: each spec file owns a slot). */
const LICENCE_SLOT = 3;

/**
 * Tab (or Shift+Tab) from stop to stop until `target` has focus, as a keyboard user would. Fails
 * after `max` presses: a control the keyboard cannot reach fails the journey.
 */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  const key = back ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement, null, { timeout: 10_000 })) {
      return;
    }
    await page.keyboard.press(key);
  }
  await expect(target, `${max} presses of ${key} never reached it`).toBeFocused({ timeout: 1 });
}

/** Presses `key` on `target`, once the test has seen that `target` is the element with focus. */
async function pressOn(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

/** Types into `field`, once it has focus. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The sign-in form by keyboard: Tab to Email, type, Tab to Password, type, Tab to Sign in, Enter. */
async function fillSignInByKeyboard(page: Page, learner: Learner): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  const email = page.getByRole('textbox', { name: 'Email' });
  await tabTo(page, email);
  await typeInto(page, email, learner.email);
  await page.keyboard.press('Tab');
  await typeInto(page, page.getByLabel('Password', { exact: true }), learner.password);
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await tabTo(page, submit, { max: 4 });
  await pressOn(page, submit);
}

/** Signed in from the sign-in page by keyboard, to the dashboard, whose heading takes the focus. */
async function signInByKeyboard(page: Page, learner: Learner): Promise<void> {
  await page.goto('/auth/sign-in');
  await fillSignInByKeyboard(page, learner);
  await expect(page).toHaveURL(/\/dashboard\/learn$/, { timeout: 20_000 });
  // The dashboard takes focus to its heading, which greets the learner.
  await expect(pageHeading(page)).toContainText(learner.firstName, { timeout: 20_000 });
  await expect(pageHeading(page)).toBeFocused();
}

/** A seeded learner of the test's own, signed in through the form by keyboard. */
async function learnerSignedIn(page: Page, testInfo: TestInfo, firstName: string): Promise<Learner> {
  await quietAchievements(page);
  const learner = await seedLearner(page.context(), testInfo, { signedIn: false, firstName });
  await signInByKeyboard(page, learner);
  return learner;
}

/** From the dashboard's heading to the first step of the first module, by keyboard. */
async function openFirstStep(page: Page): Promise<void> {
  const step = FIRST_STEP.study;
  const module = page.getByRole('link', { name: step.moduleName, exact: true });
  await tabTo(page, module);
  await pressOn(page, module);
  await expect(pageHeading(page)).toHaveText(step.name, { timeout: 20_000 });
  await expect(pageHeading(page)).toBeFocused();
}

/**
 * The onboarding wizard by keyboard, from the page's greeting to Finish: its lists by the arrows,
 * a software chip toggled with Space, a level by the arrows and (study) a priority's slider.
 */
async function onboardByKeyboard(page: Page, edition: Edition): Promise<void> {
  const steps = WIZARD_STEPS[edition];
  await expect(page.getByText(`Step 1 of ${steps.length}: ${steps[0]}`)).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  const select = (label: string) => page.getByRole('button', { name: new RegExp(`${label}$`) });
  const option = (name: string) => page.getByRole('option', { name, exact: true });

  if (edition === 'study') {
    // Course Information: each list opens on its first option (ArrowDown, Space or Enter) and
    // the arrows walk it; Enter chooses and hands focus back to the list's button.
    const year = new Date().getFullYear();
    const start = select('Course start year');
    await tabTo(page, start);
    await pressOn(page, start, 'ArrowDown');
    await expect(option(String(year - 5))).toBeFocused();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowDown');
    await pressOn(page, option(String(year)));
    await expect(start).toContainText(String(year));
    await expect(start).toBeFocused();
    await page.keyboard.press('Tab');
    const end = select('Course end year');
    await pressOn(page, end, 'Space');
    await expect(option(String(year))).toBeFocused();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowDown');
    await pressOn(page, option(String(year + 3)));
    await expect(end).toContainText(String(year + 3));
    // The list hands focus back to its button once it has closed: Tab from there, not from before.
    await expect(end).toBeFocused();
    await page.keyboard.press('Tab');
    const subject = select('Course subject');
    await pressOn(page, subject);
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowDown');
    await pressOn(page, option('American Studies'));
    await expect(subject).toContainText('American Studies');
    await tabTo(page, next);
    await pressOn(page, next);
    // A later step takes focus to its own heading; the first one starts from the page heading.
    await expect(stepHeading(page, 'Assistive Technology')).toBeFocused();
  }

  // Assistive Technology: Space toggles a chip, the arrows move along its group.
  const readWrite = page.getByRole('button', { name: 'Read&Write' });
  await expect(readWrite).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, readWrite);
  await pressOn(page, readWrite, 'Space');
  await expect(readWrite).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'ClaroRead' })).toBeFocused();
  await tabTo(page, next);
  await pressOn(page, next);

  // Current knowledge: the overall level by the arrows, which choose as they move.
  await expect(stepHeading(page, 'Current knowledge')).toBeFocused();
  const overall = page.getByRole('radiogroup', { name: 'Assistive technology overall' });
  const beginner = overall.getByRole('radio', { name: 'Complete beginner' });
  await tabTo(page, beginner);
  await pressOn(page, beginner, 'ArrowRight');
  await expect(overall.getByRole('radio', { name: 'A little knowledge' })).toBeChecked();
  if (edition === 'study') {
    await tabTo(page, next);
    await pressOn(page, next);
    // Study priorities: a slider by the arrows.
    await expect(stepHeading(page, 'Study priorities')).toBeFocused();
    const lectures = page.getByRole('slider', { name: 'Lectures' });
    await tabTo(page, lectures);
    await pressOn(page, lectures, 'ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(lectures).toHaveAttribute('aria-valuetext', '3 – Medium');
  }
  const finish = page.getByRole('button', { name: 'Finish' });
  await tabTo(page, finish);
  await pressOn(page, finish);
}

interface JourneyFixtures {
  page: Page;
  edition: Edition;
  dashboardPath: string;
}

interface Journey {
  /**
   * Tagged @editions and run in both editions: its steps differ by edition. The others are
   * edition-blind or study-only and run once, in the study edition (playwright.config.ts).
   */
  editions?: true;
  /** Runs with the app's service worker (which keeps the app's code for offline use). */
  serviceWorker?: true;
  walk: (fixtures: JourneyFixtures, testInfo: TestInfo) => Promise<void>;
}

/** One walk per journey of KEYBOARD_JOURNEYS (the statement's list): a missing one does not compile. */
const JOURNEYS: Record<KeyboardJourneyId, Journey> = {
  /**
   * A licence activated from /auth, then the whole onboarding wizard (its steps differ by edition)
   * and the testimonial page, to the dashboard.
   */
  'licence-and-onboarding': {
    editions: true,
    walk: async ({ page, edition, dashboardPath }, testInfo) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome to/ })).toBeVisible({
        timeout: 20_000,
      });
      const choice = page.getByRole('link', { name: 'Activate your licence' });
      await tabTo(page, choice);
      await pressOn(page, choice);
      await expect(page).toHaveURL(/\/auth\/dsa-licence$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Activate your licence' })).toBeVisible();

      // Step 1: the four fields in order, then Next.
      const key = page.getByRole('textbox', { name: 'Licence Key' });
      await tabTo(page, key);
      await typeInto(page, key, licenceKey(LICENCE_SLOT, testInfo));
      const stepOne = [
        ['First Name', 'Robin'],
        ['Surname', 'Keys'],
        [edition === 'pro' ? 'Organisation' : 'University', 'University of Example'],
      ] as const;
      for (const [label, value] of stepOne) {
        await page.keyboard.press('Tab');
        await typeInto(page, page.getByRole('textbox', { name: label }), value);
      }
      await page.keyboard.press('Tab');
      await pressOn(page, page.getByRole('button', { name: 'Next' }));

      // Step 2 takes focus to its own label, then the account fields in order, then Finish.
      await expect(page.getByText('Step 2 of 2: Your account')).toBeFocused();
      const email = uniqueEmail('robin', 'learners.example');
      const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
      await tabTo(page, emailField, { max: 2 });
      await typeInto(page, emailField, email);
      await page.keyboard.press('Tab');
      await typeInto(page, page.getByRole('textbox', { name: 'Confirm Email' }), email);
      const password = page.getByLabel('Create password');
      await tabTo(page, password, { max: 2 });
      await typeInto(page, password, 'keyboard-pass-1');
      const confirm = page.getByLabel('Confirm password');
      await tabTo(page, confirm, { max: 3 });
      await typeInto(page, confirm, 'keyboard-pass-1');
      const finish = page.getByRole('button', { name: 'Finish' });
      await tabTo(page, finish, { max: 8 });
      await pressOn(page, finish);

      // Signed in and not onboarded yet: the onboarding page greets the new learner.
      await expect(page).toHaveURL(/\/onboarding$/, { timeout: 20_000 });
      await expect(pageHeading(page)).toContainText('Robin', { timeout: 20_000 });
      await onboardByKeyboard(page, edition);

      // The testimonial page: its quotes by both buttons, then on to the dashboard.
      await expect(page).toHaveURL(/\/onboarding\/testimonial$/, { timeout: 20_000 });
      await expect(pageHeading(page)).toHaveText('You are all set, Robin');
      const carousel = page.getByRole('region', {
        name: edition === 'pro' ? 'Stories from employees' : 'Stories from students',
      });
      await expect(carousel.getByText('Quote 1 of 3')).toBeVisible();
      const nextQuote = page.getByRole('button', { name: 'Next quote' });
      await tabTo(page, nextQuote);
      await pressOn(page, nextQuote);
      await expect(carousel.getByText('Quote 2 of 3')).toBeVisible();
      // Focus stays on the button: two more presses wrap round to the first quote.
      await pressOn(page, nextQuote);
      await pressOn(page, nextQuote);
      await expect(carousel.getByText('Quote 1 of 3')).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await pressOn(page, page.getByRole('button', { name: 'Previous quote' }), 'Space');
      await expect(carousel.getByText('Quote 3 of 3')).toBeVisible();
      const started = page.getByRole('link', { name: 'Get Started' });
      await tabTo(page, started);
      await pressOn(page, started);
      await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`), { timeout: 20_000 });
      await expect(pageHeading(page)).toBeFocused({ timeout: 20_000 });
    },
  },
  /** A video step played and paused with the player’s own button, then the chapter goes on. */
  'chapter-with-video': {
    walk: async ({ page }, testInfo) => {
      // learning-journey.spec.ts walks the whole chapter by keyboard (Play, MARK AS COMPLETE,
      // CONTINUE) from a step's address; this starts at the sign-in form and adds the pause.
      test.setTimeout(90_000);
      await learnerSignedIn(page, testInfo, 'Vic');
      await openFirstStep(page);
      const contents = page.getByRole('navigation', { name: 'Module contents' });
      const videoLink = contents.getByRole('link', { name: new RegExp(`^${VIDEO_STEP.study.name}`) });
      await tabTo(page, videoLink);
      await pressOn(page, videoLink);
      await expect(pageHeading(page)).toHaveText(VIDEO_STEP.study.name, { timeout: 20_000 });
      await expect(pageHeading(page)).toBeFocused();

      const player = page.locator('[data-media-player]');
      const play = player.getByRole('button', { name: 'Play' });
      await tabTo(page, play);
      await pressOn(page, play);
      // A toggle: pressed while the video plays.
      await expect(play).toHaveAttribute('aria-pressed', 'true');
      const video = () =>
        page.evaluate(() => {
          const element = document.querySelector('video');
          return { time: element?.currentTime ?? -1, paused: element?.paused ?? true };
        });
      await expect.poll(async () => (await video()).time, { timeout: 20_000 }).toBeGreaterThan(0);
      // The step counts once playback passes 5 s. By then the player has hidden its idle controls and
      // taken focus onto itself, where Space plays and pauses.
      await expect(videoLink).toContainText('Completed', { timeout: 30_000 });
      await pressOn(
        page,
        page.getByRole('region', { name: `Video Player - ${VIDEO_STEP.study.name}` }),
        'Space',
      );
      await expect.poll(async () => (await video()).paused).toBe(true);
      const stoppedAt = (await video()).time;
      // The controls are back, with focus on the play button, no longer pressed.
      await expect(play).toBeFocused();
      await expect(play).toHaveAttribute('aria-pressed', 'false');

      const next = page.getByRole('link', { name: 'CONTINUE' });
      await tabTo(page, next);
      await pressOn(page, next);
      await expect(pageHeading(page)).not.toHaveText(VIDEO_STEP.study.name, { timeout: 20_000 });
      await expect(pageHeading(page)).toBeFocused();
      expect(stoppedAt).toBeGreaterThan(5);
    },
  },
  /** A note written on a step and listed; Escape hands focus back to Notes. */
  note: {
    walk: async ({ page }, testInfo) => {
      await learnerSignedIn(page, testInfo, 'Nell');
      await openFirstStep(page);

      // The main menu comes before the page in the tab order: Shift+Tab from the step's heading.
      const notesButton = mainMenu(page).getByRole('button', { name: 'Notes' });
      await tabTo(page, notesButton, { back: true });
      await pressOn(page, notesButton);
      const dialog = page.getByRole('dialog', { name: 'Notes' });
      await expect(dialog).toBeVisible();
      const field = dialog.getByRole('textbox', { name: `New note on “${FIRST_STEP.study.name}”` });
      await tabTo(page, field, { max: 4 });
      await typeInto(page, field, 'Underline the instruction word');
      await pressOn(page, field);
      await expect(field).toHaveValue('');
      const notes = dialog.getByRole('list', { name: 'Your notes' });
      await expect(notes.getByRole('listitem')).toHaveCount(1);
      await expect(notes).toContainText('Underline the instruction word');

      // The field is empty again, so Escape closes the dialog.
      await pressOn(page, field, 'Escape');
      await expect(dialog).toHaveCount(0);
      await expect(notesButton).toBeFocused();
    },
  },
  /**
   * Offline on a step: the note is kept in the browser, marked as waiting, and reaches the server
   * once the connection is back (the browser's own online event; no key is pressed for that).
   */
  'offline-note': {
    serviceWorker: true,
    walk: async ({ page }, testInfo) => {
      await learnerSignedIn(page, testInfo, 'Ola');
      // The worker (registered after the first load) keeps the app's code, the notes dialog's too.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
        timeout: 60_000,
      });
      await openFirstStep(page);
      await page.context().setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();

      const notesButton = mainMenu(page).getByRole('button', { name: 'Notes' });
      await tabTo(page, notesButton, { back: true });
      await pressOn(page, notesButton);
      const dialog = page.getByRole('dialog', { name: 'Notes' });
      await expect(dialog).toBeVisible();
      const field = dialog.getByRole('textbox', { name: `New note on “${FIRST_STEP.study.name}”` });
      await tabTo(page, field, { max: 4 });
      await typeInto(page, field, 'Written on the train');
      await pressOn(page, field);
      await expect(field).toHaveValue('');
      const waiting = dialog.getByRole('list', { name: 'Notes waiting to send' });
      await expect(waiting).toContainText('Waiting to send');

      await page.context().setOffline(false);
      await expect(waiting).toHaveCount(0, { timeout: 20_000 });
      // Sent, then the list asked for again (the first ask failed offline): both take a round trip.
      const notes = dialog.getByRole('list', { name: 'Your notes' });
      await expect(notes.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
      await expect(notes).toContainText('Written on the train');
      await pressOn(page, field, 'Escape');
      await expect(dialog).toHaveCount(0);
      await expect(notesButton).toBeFocused();
    },
  },
  /**
   * The profile page asked for as a guest: the sign-in form by keyboard returns there (`next`).
   * On Your data the download starts from Enter, the delete dialog is left with Escape (focus back
   * on its button), then confirmed, signed out on the page that says so.
   */
  'my-data': {
    walk: async ({ page }, testInfo) => {
      await quietAchievements(page);
      const learner = await seedLearner(page.context(), testInfo, { signedIn: false, firstName: 'Mo' });
      await page.goto('/dashboard/settings/profile');
      await expect(page).toHaveURL(/\/auth\/sign-in\?next=/, { timeout: 20_000 });
      await fillSignInByKeyboard(page, learner);
      await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeFocused({
        timeout: 20_000,
      });

      const yourData = page.getByRole('region', { name: 'Your data' });
      const download = yourData.getByRole('button', { name: 'Download my data' });
      await tabTo(page, download);
      const file = page.waitForEvent('download');
      await pressOn(page, download);
      expect((await file).suggestedFilename()).toMatch(/^studyflow-my-data-\d{4}-\d{2}-\d{2}\.zip$/);

      const remove = yourData.getByRole('button', { name: 'Delete my account' });
      await tabTo(page, remove);
      await pressOn(page, remove);
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(remove).toBeFocused();

      await pressOn(page, remove);
      const confirm = dialog.getByRole('button', { name: 'Delete my account for good' });
      await tabTo(page, confirm, { max: 6 });
      await pressOn(page, confirm);
      await expect(page).toHaveURL(/\/account-deleted$/, { timeout: 20_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
      ).toBeVisible();
    },
  },
  /**
   * From the menu's Reflect to the stepped modal: a blank title is refused and keeps focus, each
   * question takes focus, PREVIOUS keeps what was typed, and FINISH lists the entry.
   */
  'journal-entry': {
    walk: async ({ page }, testInfo) => {
      await learnerSignedIn(page, testInfo, 'Jo');
      const reflect = mainMenu(page).getByRole('link', { name: 'Reflect' });
      await tabTo(page, reflect, { back: true });
      await pressOn(page, reflect);
      await expect(page).toHaveURL(/\/dashboard\/reflect$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Reflective Journal' })).toBeFocused({
        timeout: 20_000,
      });
      await expect(reflect).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { name: 'No entries yet!' })).toBeVisible();

      const begin = page.getByRole('button', { name: "LET'S DO THIS!", exact: true });
      await tabTo(page, begin);
      await pressOn(page, begin);
      const dialog = page.getByRole('dialog', { name: 'New entry' });
      await expect(dialog.getByRole('heading', { name: 'Welcome to your reflection' })).toBeVisible();
      const next = dialog.getByRole('button', { name: 'NEXT', exact: true });
      /** Tab (round the dialog, which keeps focus in) to NEXT and press Enter on it. */
      const pressNext = async () => {
        await tabTo(page, next, { max: 10 });
        await pressOn(page, next);
      };
      await pressNext();
      const title = dialog.getByRole('textbox', { name: 'Give this entry a title' });
      await expect(title).toBeFocused();
      // NEXT with no title: the error in words, and focus back on the field.
      await pressNext();
      await expect(dialog.getByText("can't be blank")).toBeVisible();
      await typeInto(page, title, 'Seminar on memory');
      await pressNext();
      const answers = [
        ['OBSERVE', 'What happened? Describe the situation in a few sentences.', 'The seminar moved fast.'],
        [
          'OBSERVE',
          'How did you feel, and what did you notice about how you worked?',
          'Rushed, then calmer.',
        ],
        ['REFLECT', 'What went well, and why do you think it did?', 'My mind map kept me on track.'],
        ['REFLECT', 'What was hard, and what could have helped?', 'Keeping up with the slides.'],
        ['ACT', 'What will you do differently next time?', 'Ask for the slides before the seminar.'],
      ] as const;
      for (const [phase, question, answer] of answers) {
        await expect(dialog.getByRole('heading', { name: phase, exact: true })).toBeVisible();
        await typeInto(page, dialog.getByRole('textbox', { name: question }), answer);
        if (phase !== 'ACT') await pressNext();
      }
      await expect(dialog.getByText('Turn your reflection into one small, clear next step.')).toBeVisible();
      await expect(next).toHaveCount(0);
      // PREVIOUS keeps what was typed.
      const previous = dialog.getByRole('button', { name: 'PREVIOUS', exact: true });
      await tabTo(page, previous, { max: 10 });
      await pressOn(page, previous);
      await expect(dialog.getByRole('textbox', { name: answers[3][1] })).toHaveValue(answers[3][2]);
      await pressNext();
      const finish = dialog.getByRole('button', { name: 'FINISH', exact: true });
      await tabTo(page, finish, { max: 10 });
      await pressOn(page, finish);
      await expect(dialog).toHaveCount(0);
      const journal = page.getByRole('grid', { name: 'Your journal entries' });
      await expect(journal.getByRole('row').filter({ hasText: 'Seminar on memory' })).toHaveCount(1);
      await expect(journal).toContainText('Ask for the slides before the seminar.');
      // The empty state's button that opened the modal is gone: focus is on the list's New entry.
      await expect(page.getByRole('button', { name: 'NEW ENTRY' })).toBeFocused();
    },
  },
  /** The Essay Question Wizard, the essay and revision calculators and the Pomodoro timer. */
  'study-tools': {
    walk: async ({ page }, testInfo) => {
      // Exam Calculator and Productivity Planner are proven by keyboard in study-tools.spec.ts.
      test.setTimeout(90_000);
      await learnerSignedIn(page, testInfo, 'Tess');
      const toolsLink = mainMenu(page).getByRole('link', { name: 'Study Tools' });
      await tabTo(page, toolsLink, { back: true });
      await pressOn(page, toolsLink);
      await expect(page.getByRole('heading', { level: 1, name: 'Study Tools' })).toBeFocused({
        timeout: 20_000,
      });
      const grid = page.getByRole('list', { name: 'Study tools' });

      /** Opens a tool from its card; focus goes to the tool's heading. */
      const openTool = async (name: string) => {
        const open = grid.getByRole('button', { name: `Open ${name}` });
        await tabTo(page, open);
        await pressOn(page, open);
        await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
      };
      /** 'Back to all tools' sits before the tool's heading; focus returns to the tool's card. */
      const backToTools = async (name: string) => {
        const back = page.getByRole('button', { name: 'Back to all tools' });
        await tabTo(page, back, { back: true });
        await pressOn(page, back);
        await expect(grid.getByRole('button', { name: `Open ${name}` })).toBeFocused();
      };

      // Essay Question Wizard: a letter's button (Space this time) shows its words.
      await openTool('Essay Question Wizard');
      const letterC = page.getByRole('button', { name: /^C, \d+ words$/ });
      await tabTo(page, letterC);
      await pressOn(page, letterC, 'Space');
      await expect(letterC).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { name: 'Words starting with C' })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: 'Compare' })).toBeVisible();
      await backToTools('Essay Question Wizard');

      // Essay Calculator: the word count's list opens with Enter; the arrows and Enter pick 3000.
      await openTool('Essay Calculator');
      const wordCount = page.getByRole('button', { name: /Word count/ });
      await tabTo(page, wordCount);
      await pressOn(page, wordCount);
      await expect(page.getByRole('option', { name: '1000' })).toBeFocused();
      for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowDown');
      await pressOn(page, page.getByRole('option', { name: '3000' }));
      await expect(wordCount).toBeFocused();
      await expect(page.getByRole('table', { name: 'Plan A' }).getByRole('row')).toHaveText([
        'PartWords',
        'Introduction300',
        'Main body2400',
        'Conclusion300',
        'Total3000',
      ]);
      await backToTools('Essay Calculator');

      // Revision Calculator: the date field's parts come in the browser's order (month first in
      // en-US, day first in en-GB), so the exam is on 1 January, the same typed either way: two
      // years ahead, which is always more than a year of days. As many topics as days: one each.
      await openTool('Revision Calculator');
      const today = new Date();
      const examYear = today.getFullYear() + 2;
      const days = Math.round(
        (Date.UTC(examYear, 0, 1) - Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) /
          86_400_000,
      );
      const examDate = page.getByLabel('Exam date');
      await tabTo(page, examDate);
      await typeInto(page, examDate, `0101${examYear}`);
      await expect(examDate).toHaveValue(`${examYear}-01-01`);
      const topics = page.getByRole('spinbutton', { name: 'Number of topics' });
      await tabTo(page, topics, { max: 4 });
      await page.keyboard.press('ControlOrMeta+a');
      await typeInto(page, topics, String(days));
      const result = page.getByRole('status').filter({ hasText: 'Days per topic' });
      await expect(result.getByText('1 day', { exact: true })).toBeVisible();
      await expect(result.getByText(`${days} days left for ${days} topics.`)).toBeVisible();
      // The calendar export, offered once there is a result, is the next stop.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeFocused();
      await backToTools('Revision Calculator');

      // Pomodoro Timer: Start hands focus to Pause and Pause back to Start; Reset starts over.
      await openTool('Pomodoro Timer');
      const timer = page.getByRole('timer', { name: 'Time left' });
      await expect(timer).toHaveText('25:00');
      const start = page.getByRole('button', { name: 'Start' });
      await tabTo(page, start);
      await pressOn(page, start);
      const pauseButton = page.getByRole('button', { name: 'Pause' });
      await expect(pauseButton).toBeFocused();
      await expect(timer).not.toHaveText('25:00');
      await expect(page).toHaveTitle(/^24:\d\d Time to focus$/);
      await pressOn(page, pauseButton);
      await expect(page).toHaveTitle(/^24:\d\d \(Paused\)$/);
      await expect(start).toBeFocused();
      const paused = (await timer.textContent()) ?? '';
      const reset = page.getByRole('button', { name: 'Reset' });
      await tabTo(page, reset, { max: 3 });
      // Still where it was paused while the learner moved on to Reset.
      await expect(timer).toHaveText(paused);
      await pressOn(page, reset);
      await expect(timer).toHaveText('25:00');
      await expect(reset).toBeFocused();
    },
  },
  /** A message sent from the Support page; focus comes back to its button. */
  'support-message': {
    walk: async ({ page }, testInfo) => {
      await learnerSignedIn(page, testInfo, 'Suki');
      // Support sits in the top bar, before the menu and the page.
      const support = page.getByRole('banner').getByRole('link', { name: 'Support' });
      await tabTo(page, support, { back: true });
      await pressOn(page, support);
      await expect(page).toHaveURL(/\/support$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible({ timeout: 20_000 });

      const write = page.getByRole('button', { name: 'Send us a message' });
      await tabTo(page, write);
      await pressOn(page, write);
      const dialog = page.getByRole('dialog', { name: 'Send us a message' });
      const message = dialog.getByRole('textbox', { name: 'Your message' });
      const words = `The keyboard journey reached support (${testInfo.project.name} ${Date.now()})`;
      await typeInto(page, message, words);
      const send = dialog.getByRole('button', { name: 'SEND' });
      await tabTo(page, send, { max: 3 });
      await pressOn(page, send);
      const thanks = dialog.getByRole('heading', { name: 'Thank you for your message' });
      await expect(thanks).toBeFocused({ timeout: 20_000 });
      await expect(dialog).toContainText('Our support team has it and will reply by email');

      const done = dialog.getByRole('button', { name: 'DONE' });
      await tabTo(page, done, { max: 4 });
      await pressOn(page, done);
      await expect(dialog).toHaveCount(0);
      await expect(write).toBeFocused();
    },
  },
  /** The accessibility panel: a preset and a custom pair, text size and font, saved, closed with Escape. */
  'custom-colours': {
    walk: async ({ page }, testInfo) => {
      await learnerSignedIn(page, testInfo, 'Ada');
      const body = page.locator('body');
      const opener = page.getByRole('button', { name: 'Accessibility settings', exact: true });
      await tabTo(page, opener);
      await pressOn(page, opener);
      const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
      await expect(panel).toBeVisible();

      // One tab stop for the colour pairs; the arrows move along them and choose as they go.
      const softWhite = panel.getByRole('radio', { name: 'Soft white' });
      await tabTo(page, softWhite, { max: 3 });
      await pressOn(page, softWhite, 'ArrowRight');
      const cream = panel.getByRole('radio', { name: 'Cream', exact: true });
      await expect(cream).toBeFocused();
      await expect(cream).toBeChecked();
      await expect(body).toHaveCSS('background-color', 'rgb(250, 243, 224)');
      // Left from Cream to Soft white, and on past the first to the last: Custom.
      await page.keyboard.press('ArrowLeft');
      await pressOn(page, softWhite, 'ArrowLeft');
      const custom = panel.getByRole('radio', { name: 'Custom' });
      await expect(custom).toBeFocused();
      await expect(custom).toBeChecked();

      // The custom pair's two native colour inputs, set through Chromium's own colour picker.
      const background = panel.getByLabel('Background colour');
      await page.keyboard.press('Tab');
      await pickColour(page, background, '#1a2b3c');
      await expect(body).toHaveCSS('background-color', 'rgb(26, 43, 60)');
      const text = panel.getByLabel('Text colour');
      await page.keyboard.press('Tab');
      await pickColour(page, text, '#fdf6e3');
      await expect(body).toHaveCSS('color', 'rgb(253, 246, 227)');
      await expect(panel.getByText(/^Contrast [\d.]+ to 1: clear to read\.$/)).toBeVisible();
      await expect(panel.getByText('Colours in use: Custom colours')).toBeVisible();
      await expect(panel.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved.');

      // Text size by the arrows, and a font from the list by keyboard.
      const size = panel.getByRole('slider', { name: 'Text size' });
      await tabTo(page, size, { max: 4 });
      // Two presses at machine speed (a key held down): each builds on the one before, none is lost.
      await pressOn(page, size, 'ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(size).toHaveAttribute('aria-valuetext', 'Standard + 2');
      await expect(body).toHaveCSS('font-size', '16px');
      const font = panel.getByRole('button', { name: /Font$/ });
      await tabTo(page, font, { max: 3 });
      await pressOn(page, font);
      await expect(page.getByRole('option', { name: 'Default' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await pressOn(page, page.getByRole('option', { name: 'Comic Sans' }));
      await expect(font).toBeFocused();
      await expect(body).toHaveCSS('font-family', /Comic Sans/);
      await expect(panel.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved.');

      await pressOn(page, font, 'Escape');
      await expect(panel).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expect(body).toHaveCSS('background-color', 'rgb(26, 43, 60)');
    },
  },
};

test.describe('keyboard-only journeys', () => {
  for (const { id, name } of KEYBOARD_JOURNEYS) {
    const { editions, serviceWorker, walk } = JOURNEYS[id];
    test.describe(() => {
      // The suite blocks the offline worker (playwright.config.ts); a journey about offline needs it.
      if (serviceWorker) test.use({ serviceWorkers: 'allow' });
      test(name, editions ? { tag: '@editions' } : {}, async ({ page, edition, dashboardPath }, testInfo) => {
        await walk({ page, edition, dashboardPath }, testInfo);
      });
    });
  }
});

/**
 * Sets a native colour input by keyboard through Chromium's picker: Enter opens it, Shift+Tab goes
 * from its colour well round to the format switch, ArrowUp switches RGB to HEX, Shift+Tab goes to
 * the hex field, and Enter keeps the colour. The picker is the browser's own popup, outside the
 * page, so the test cannot see its focus: the input's value, which follows the picker as it
 * changes, says each step landed. Typing on the input itself changes nothing.
 */
async function pickColour(page: Page, input: Locator, hex: string): Promise<void> {
  const isOpen = () => input.evaluate((element) => element.matches(':open'));
  // The popup reports itself open a moment before it takes keys; on a busy machine the first keys
  // can land nowhere. Escape closes it, and the walk starts again (three tries).
  for (let attempt = 1; ; attempt += 1) {
    await pressOn(page, input);
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(hex);
    const landed = await expect(input)
      .toHaveValue(hex, { timeout: attempt < 3 ? 3_000 : undefined })
      .then(
        () => true,
        (error: unknown) => {
          if (attempt >= 3) throw error;
          return false;
        },
      );
    if (landed) break;
    await page.keyboard.press('Escape');
    await expect.poll(isOpen).toBe(false);
    await expect(input).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect.poll(isOpen).toBe(false);
  await expect(input).toHaveValue(hex);
  await expect(input).toBeFocused();
}
