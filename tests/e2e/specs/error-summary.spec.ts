import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/data';
import { expect, test } from '../support/fixtures';
import { seedLearner } from '../support/session';
import { SEED } from '../support/stacks';

/** GOV.UK's pattern: on a failed submit, "There is a problem" at the top with a link per field. */
const summaryOf = (page: Page) => page.getByRole('heading', { name: 'There is a problem' }).locator('..');

async function expectSummary(page: Page, links: string[]) {
  const summary = summaryOf(page);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(links);
}

test.describe('error summary on long forms', () => {
  test('licence step 1 and step 2', { tag: '@editions' }, async ({ page, edition }) => {
    const organisation = edition === 'pro' ? 'Organisation' : 'University';
    await page.goto('/auth/dsa-licence');
    await page.getByLabel('First Name').fill('Robin');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectSummary(page, [
      'Licence Key: Field required',
      'Surname: Field required',
      `${organisation}: Field required`,
    ]);
    await summaryOf(page).getByRole('link', { name: 'Surname: Field required' }).click();
    await expect(page.getByLabel('Surname')).toBeFocused();
    // It follows the fields as they are fixed.
    await page.getByLabel('Surname').fill('Tester');
    await expect(summaryOf(page).getByRole('link')).toHaveCount(2);

    await page.getByLabel('Licence Key').fill('1000000099');
    await page.getByLabel(organisation).fill('University of Example');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Create password').fill('short');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expectSummary(page, [
      'Email: Please enter a valid email',
      'Confirm Email: Field required',
      'Create password: Password must be at least 8 characters.',
      'Confirm password: Field required',
    ]);
    await summaryOf(page)
      .getByRole('link', { name: /^Confirm Email/ })
      .click();
    await expect(page.getByLabel('Confirm Email')).toBeFocused();
  });

  test('institution sign-up details', async ({ page, edition }) => {
    await page.goto('/auth/inst-licence');
    await page
      .getByLabel(edition === 'pro' ? 'Organisation email' : 'Institutional email')
      .fill(uniqueEmail('sasha', SEED.institutionDomain));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Create password').fill('long-enough-1');
    await page.getByLabel('Confirm password').fill('long-enough-2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectSummary(page, [
      'First name: Field required',
      'Surname: Field required',
      "Confirm password: Your passwords don't match",
    ]);
    await summaryOf(page)
      .getByRole('link', { name: /^First name/ })
      .click();
    await expect(page.getByLabel('First name')).toBeFocused();
  });

  test(
    'the onboarding steps with several fields',
    { tag: '@editions' },
    async ({ context, page, edition }, testInfo) => {
      await seedLearner(context, testInfo, { firstName: 'Quinn', onboarded: false });
      await page.goto('/onboarding');
      if (edition === 'study') {
        await page.getByRole('button', { name: 'Next' }).click();
        await expectSummary(page, [
          'Course start year: Course Start year is required.',
          'Course subject: Course subject is required!',
        ]);
        const year = String(new Date().getFullYear());
        await page.getByRole('button', { name: /Course start year$/ }).click();
        await page.getByRole('option', { name: year, exact: true }).click();
        // The end year can be answered now, so the summary names it too.
        await expect(summaryOf(page).getByRole('link')).toHaveText([
          'Course end year: Course End year is required.',
          'Course subject: Course subject is required!',
        ]);
        await page.getByRole('button', { name: /Course end year$/ }).click();
        await page.getByRole('option', { name: year, exact: true }).click();
        await page.getByRole('button', { name: /Course subject$/ }).click();
        await page.getByRole('option', { name: 'History', exact: true }).click();
        await expect(page.getByRole('heading', { name: 'There is a problem' })).toHaveCount(0);
        await page.getByRole('button', { name: 'Next' }).click();
      }
      await expect(page.getByRole('heading', { level: 2, name: 'Assistive Technology' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Read&Write' })).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Current knowledge' })).toBeFocused();
      await page.getByRole('button', { name: edition === 'study' ? 'Next' : 'Finish' }).click();
      await expectSummary(page, [
        'Assistive technology overall: Select Assistive Technology knowledge level!',
      ]);
    },
  );
});
