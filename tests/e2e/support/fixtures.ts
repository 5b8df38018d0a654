import { readFile } from 'node:fs/promises';
import { test as base, expect, type Page } from '@playwright/test';
import type { Edition } from '@studyflow/contracts/edition';
import { storageStatePath } from './session';
import { SEED } from './stacks';

/** What Chromium prints when our Content-Security-Policy blocks something. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/;

interface Options {
  /**
   * 'demo': the test starts signed in as the edition's seeded demo learner, in the session the setup
   * project made (`setup/demo-learners.setup.ts`): no sign-in per test. That session is shared by
   * every such test at once, so they only read; a test that changes the demo learner makes a
   * learner of its own (`seedLearner`), and one that signs out first clears the shared cookie and
   * signs in again (a sign-in that brings a session along ends that session).
   */
  signedInAs: 'guest' | 'demo';
}

interface Fixtures {
  /**
   * CSP violations the page reported in its console. Every test fails at its end when this is not
   * empty (a blocked script or style is a broken page for someone); a test that provokes one on
   * purpose empties it.
   */
  cspViolations: string[];
  edition: Edition;
  /** The edition's seeded, onboarded demo learner. */
  learner: { email: string; firstName: string; password: string };
  dashboardPath: string;
  signIn: (email: string, password: string) => Promise<void>;
  /**
   * Puts the setup project's demo session into this test's browser, for a test that starts as a
   * guest and is signed in later (`signedInAs: 'demo'` does it for whole files and groups).
   */
  demoSession: () => Promise<void>;
}

export const test = base.extend<Fixtures & Options>({
  signedInAs: ['guest', { option: true }],
  storageState: async ({ signedInAs, edition }, use) => {
    await use(signedInAs === 'demo' ? storageStatePath(edition) : undefined);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'CSP violations reported in the console').toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  edition: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata.edition === 'pro' ? 'pro' : 'study');
  },
  learner: async ({ edition }, use) => {
    await use({ ...SEED.learner[edition], password: SEED.password });
  },
  dashboardPath: async ({ edition }, use) => {
    await use(edition === 'pro' ? '/dashboard/software' : '/dashboard/learn');
  },
  demoSession: async ({ context, edition }, use) => {
    await use(async () => {
      const { cookies } = JSON.parse(await readFile(storageStatePath(edition), 'utf8'));
      await context.addCookies(cookies);
    });
  },
  signIn: async ({ page }, use) => {
    await use(async (email, password) => {
      await page.goto('/auth/sign-in');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    });
  },
});

/** The plain signed-in dashboard greets the learner by first name. */
export async function expectDashboard(page: Page, path: string, firstName: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // The dashboard's chunks and its first data after a sign-in or a reload: on the 2-core CI machine
  // under two workers this has taken over 7 s (the page's 'Loading the page…' status meanwhile).
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName, { timeout: 20_000 });
}

export { expect };
