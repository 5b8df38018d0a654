import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { Edition } from '@studyflow/contracts/edition';
import { uniqueEmail } from './data';

export const NEW_LEARNER_PASSWORD = 'shell-tests-pass-1';

/** Calls a tRPC procedure from inside the page, as the web app would (same origin, CSRF header). */
export async function call<T>(
  page: Page,
  kind: 'query' | 'mutation',
  procedure: string,
  input?: unknown,
): Promise<T> {
  const answer = await page.evaluate(
    async ({ kind, procedure, input }) => {
      const headers = { 'x-studyflow-csrf': '1', 'content-type': 'application/json' };
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const response =
        kind === 'query'
          ? await fetch(`/trpc/${procedure}${query}`, { headers })
          : await fetch(`/trpc/${procedure}`, {
              method: 'POST',
              headers,
              body: JSON.stringify(input ?? null),
            });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { kind, procedure, input },
  );
  expect(answer.status, `${procedure}: ${JSON.stringify(answer.body)}`).toBe(200);
  return (answer.body as { result: { data: T } }).result.data;
}

/**
 * A learner of their own (tests that change settings or the avatar must not touch the seeded demo
 * learners): activates a licence and completes onboarding through the API, so the test starts
 * signed in on an onboarded account, at the dashboard.
 */
export async function createOnboardedLearner(
  page: Page,
  edition: Edition,
  licenceKey: string,
  firstName: string,
) {
  await page.goto('/');
  const email = uniqueEmail(firstName.toLowerCase(), 'learners.example');
  await call(page, 'mutation', 'auth.signUp', {
    signUpType: 'dsa_licence',
    licenceKey,
    firstName,
    surname: 'Tester',
    university: 'University of Example',
    email,
    confirmEmail: email,
    password: NEW_LEARNER_PASSWORD,
    passwordConfirmation: NEW_LEARNER_PASSWORD,
  });
  await onboardByApi(page, edition);
  return { email, firstName, password: NEW_LEARNER_PASSWORD };
}

/** Completes onboarding through the API for the learner signed in on `page`. */
export async function onboardByApi(page: Page, edition: Edition) {
  const softwares = await call<{ id: number }[]>(page, 'query', 'software.list');
  await call(page, 'mutation', 'software.select', { softwareIds: softwares.slice(0, 2).map(({ id }) => id) });
  const student = edition === 'study';
  const year = new Date().getFullYear();
  await call(page, 'mutation', 'userInfo.create', {
    courseStarted: student ? year : null,
    courseEnds: student ? year + 3 : null,
    courseName: student ? 'History' : null,
    asTechnologyLevel: 'beginner',
    essayWritingLevel: 'beginner',
    presentationsLevel: 'beginner',
    lecturesLevel: 'beginner',
    readingLevel: 'beginner',
    organisationLevel: 'beginner',
    revisionLevel: 'beginner',
    studyPriorities: student
      ? { essayWriting: 3, presentations: 3, lectures: 3, reading: 3, organisation: 3, revision: 3 }
      : null,
  });
}

/**
 * For tests that are not about achievement toasts: marks every badge id a fresh test database can
 * hold as already announced, so no 'Achievement unlocked.' toast covers what the test clicks.
 */
export async function quietAchievements(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const ids = Array.from({ length: 400 }, (_, index) => index + 1);
    window.localStorage.setItem('studyflow:shown-achievements', JSON.stringify(ids));
  });
}

/** The seeded learner's dark-mode banner and toasts aside, the signed-in shell is ready. */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}
