// The seeded demo learner of each edition, signing them in through the real form, and the steps of
// the seeded content the browser benches open. Shared by route-js-style benches that need a
// signed-in learner.

/** @typedef {'study' | 'pro'} Edition */

/** The demo learners the seed creates (README, "Trying it"). */
export const LEARNER = {
  study: 'alex@university.example',
  pro: 'priya@workplace.example',
};
export const PASSWORD = 'StudyflowDemo1';

/** A text step of each edition's seeded content (it has the full toolbar), and its module's path. */
export const TEXT_STEP = {
  study: {
    path: '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words/steps/what-the-question-wants',
    name: 'What the question wants you to do',
  },
  pro: {
    path: '/flows/getting-started-with-assistive-technology/learning_modules/what-assistive-technology-can-do/chapters/tools-that-read-aloud/steps/what-text-to-speech-does',
    name: 'What text-to-speech does',
  },
};

/** Where each edition's signed-in learner lands, and where the top-bar search is offered. */
export const DASHBOARD = { study: '/dashboard/learn', pro: '/dashboard/software' };

/**
 * @param {string} value
 * @returns {Edition}
 */
export function editionOf(value) {
  if (value !== 'study' && value !== 'pro') throw new Error(`--edition is study or pro, not ${value}`);
  return value;
}

/**
 * Achievement toasts already shown, so none covers the page in the middle of a measurement (the
 * same key the web app keeps them under).
 * @param {import('playwright-core').BrowserContext} context
 */
export async function quietAchievements(context) {
  await context.addInitScript(() => {
    const ids = Array.from({ length: 400 }, (_, index) => index + 1);
    window.localStorage.setItem('studyflow:shown-achievements', JSON.stringify(ids));
  });
}

/**
 * Signs the edition's demo learner in with the sign-in form, in a tab of `context` that is closed
 * again; the session cookie stays in the context.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} base the BFF's origin
 * @param {Edition} edition
 */
export async function signInDemoLearner(context, base, edition) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/auth/sign-in`, { timeout: 60_000 });
    await page.getByLabel('Email', { exact: true }).fill(LEARNER[edition], { timeout: 60_000 });
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
  } catch (error) {
    throw new Error(
      `signing in ${LEARNER[edition]} failed: ${error instanceof Error ? error.message : error}`,
    );
  } finally {
    await page.close();
  }
}
