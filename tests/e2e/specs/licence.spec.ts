import type { Page } from '@playwright/test';
import { licenceKey, uniqueEmail } from '../support/data';
import { expect, test } from '../support/fixtures';

const organisationLabel = (edition: string) => (edition === 'pro' ? 'Organisation' : 'University');

async function fillStepOne(page: Page, edition: string, key: string, firstName = 'Robin') {
  await page.getByLabel('Licence Key').fill(key);
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Surname').fill('Okafor');
  await page.getByLabel(organisationLabel(edition)).fill('University of Example');
  await page.getByRole('button', { name: 'Next' }).click();
}

async function fillStepTwo(page: Page, email: string, password = 'a-long-password') {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email').fill(email);
  await page.getByLabel('Create password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Finish' }).click();
}

test.describe('licence activation', () => {
  // Step 1's four required fields (and 'Organisation' in Pro), step 2's checks of the emails and
  // passwords and Back keeping step 1: features/auth/components/licence-page.test.tsx.
  test('a new learner activates a licence, lands signed in, and the key cannot be used again', async ({
    page,
    edition,
  }, testInfo) => {
    const key = licenceKey(1, testInfo);
    await page.goto('/auth/dsa-licence');
    await fillStepOne(page, edition, key, 'Robin');
    await fillStepTwo(page, uniqueEmail('robin', 'learners.example'));

    // Not onboarded yet: the guard sends the new learner to onboarding, signed in.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Robin');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/auth/dsa-licence');
    await fillStepOne(page, edition, key, 'Sam');
    await fillStepTwo(page, uniqueEmail('sam', 'learners.example'));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('already been activated');
    // The server message carries a link; it is rendered as sanitised markup.
    await expect(alert.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByLabel('Confirm Email')).toBeVisible();
  });
});
