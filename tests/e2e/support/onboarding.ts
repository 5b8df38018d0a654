import { expect, type Locator, type Page } from '@playwright/test';
import type { Edition } from '@studyflow/contracts/edition';
import { uniqueEmail } from './data';

/** The wizard's step names per edition (ONB-3). */
export const WIZARD_STEPS: Record<Edition, string[]> = {
  study: ['Course Information', 'Assistive Technology', 'Current knowledge', 'Study priorities'],
  pro: ['Assistive Technology', 'Current knowledge'],
};

/** Activates a licence as a new learner, who lands on /onboarding signed in. */
export async function activateLicence(page: Page, edition: Edition, key: string, firstName: string) {
  await page.goto('/auth/dsa-licence');
  await page.getByLabel('Licence Key').fill(key);
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Surname').fill('Tester');
  await page.getByLabel(edition === 'pro' ? 'Organisation' : 'University').fill('University of Example');
  await page.getByRole('button', { name: 'Next' }).click();
  const email = uniqueEmail(firstName.toLowerCase(), 'learners.example');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email').fill(email);
  await page.getByLabel('Create password').fill('onboarding-pass-1');
  await page.getByLabel('Confirm password').fill('onboarding-pass-1');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
}

export const stepHeading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** Picks an option of a ui Select by its label and the option's name. */
export async function choose(page: Page, label: string, option: string) {
  // A select's button is named by its value, then its label.
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The quickest way through the wizard with a pointer: keeps the preselected software. */
export async function completeOnboarding(page: Page, edition: Edition) {
  if (edition === 'study') {
    const year = new Date().getFullYear();
    await choose(page, 'Course start year', String(year));
    await choose(page, 'Course end year', String(year + 3));
    await choose(page, 'Course subject', 'History');
    await page.getByRole('button', { name: 'Next' }).click();
  }
  // A later step takes focus to its heading; the first one starts from the page heading.
  if (edition === 'study') await expect(stepHeading(page, 'Assistive Technology')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Read&Write' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Current knowledge')).toBeFocused();
  await page
    .getByRole('radiogroup', { name: 'Assistive technology overall' })
    .getByText('Quite familiar')
    .click();
  if (edition === 'study') {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Study priorities')).toBeFocused();
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/onboarding\/testimonial$/);
}

/** The toast stack (visible copies only; the live regions beside it repeat the text for screen readers). */
export const toastStack = (page: Page): Locator => page.getByRole('region', { name: 'Notifications' });

/** A tRPC batch answer carrying the BFF's error data, for making one call fail on purpose. */
export function trpcFailure(httpStatus: number, msg: string | null): string {
  const data = { code: 'X', httpStatus, upstreamStatus: httpStatus, msg, fieldErrors: null, issues: null };
  return JSON.stringify([{ error: { message: msg ?? 'failed', code: -32600, data } }]);
}

/** Presses Tab until `target` has focus: the only way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Closes every toast, as a learner would before reaching a button the stack covers. */
export async function dismissToasts(page: Page) {
  const close = toastStack(page).getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}
