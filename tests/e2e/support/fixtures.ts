import { test as base, expect, type Page } from '@playwright/test';
import type { Edition } from '@studyflow/contracts/edition';
import { SEED } from './stacks';

interface Fixtures {
  edition: Edition;
  /** The edition's seeded, onboarded demo learner. */
  learner: { email: string; firstName: string; password: string };
  dashboardPath: string;
  signIn: (email: string, password: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
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
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
}

export { expect };
