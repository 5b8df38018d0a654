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
  test('step 1 needs all four fields', { tag: '@editions' }, async ({ page, edition }) => {
    await page.goto('/auth/dsa-licence');
    await expect(page.getByRole('heading', { level: 1, name: 'Activate your licence' })).toBeVisible();
    await expect(page.getByLabel(organisationLabel(edition))).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Field required', { exact: true })).toHaveCount(4);
    // Focus goes to the error summary at the top (error-summary.spec.ts), which links each field.
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  });

  test('step 2 checks emails and passwords, and Back keeps step 1', async ({ page, edition }, testInfo) => {
    await page.goto('/auth/dsa-licence');
    await fillStepOne(page, edition, licenceKey(0, testInfo));
    await expect(page.getByLabel('Confirm Email')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Confirm Email').fill('someone@university.example');
    await page.getByLabel('Create password').fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters.').first()).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill('robin@university.example');
    await page.getByLabel('Create password').fill('long-enough-1');
    await page.getByLabel('Confirm password').fill('long-enough-2');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Your emails don’t match', { exact: true })).toBeVisible();
    await expect(page.getByText("Your passwords don't match", { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Licence Key')).toHaveValue(licenceKey(0, testInfo));
    await expect(page.getByLabel('First Name')).toHaveValue('Robin');
  });

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
