import { test as base, expect, type Page } from '@playwright/test';
import type { Edition } from '@studyflow/contracts/edition';
import { SEED } from './stacks';

/** What Chromium prints when our Content-Security-Policy blocks something. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/;

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
}

export const test = base.extend<Fixtures>({
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
