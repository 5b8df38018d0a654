import { uniqueEmail } from '../support/data';
import { expect, test } from '../support/fixtures';
import { linkFromMail, mailboxPageUrl } from '../support/mail';
import { SEED } from '../support/stacks';

const emailLabel = (edition: string) => (edition === 'pro' ? 'Organisation email' : 'Institutional email');

test.describe('institutional sign-up', () => {
  // The email page's checks, its label per edition and the server's refusal in its own words:
  // features/auth/components/institution-email-step.test.tsx (the refusal itself: the BFF's
  // integration test of institution sign-up).
  test('/auth/site-licence is the same screen', async ({ page, edition }) => {
    await page.goto('/auth/site-licence');
    await expect(page.getByLabel(emailLabel(edition))).toBeVisible();
  });

  test('sign up, open the mail in the local mailbox, verify, and sign in', async ({
    page,
    edition,
    dashboardPath,
  }, testInfo) => {
    const address = uniqueEmail('casey', SEED.institutionDomain);
    await page.goto('/auth/inst-licence');
    await page.getByLabel(emailLabel(edition)).fill(address);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Field required', { exact: true })).toHaveCount(3);
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Surname').fill('Jones');
    await page.getByLabel('Create password').fill('casey-password');
    await page.getByLabel('Confirm password').fill('casey-passwort');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText("Your passwords don't match", { exact: true })).toBeVisible();
    await page.getByLabel('Confirm password').fill('casey-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Verify' })).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();
    await page.getByRole('button', { name: 'Resend the email' }).click();
    await expect(page.getByRole('status').filter({ hasText: /verification email/i })).toBeVisible();

    // Unconfirmed accounts cannot sign in yet.
    await page.goto('/auth/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(address);
    await page.getByLabel('Password', { exact: true }).fill('casey-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('confirm your email address');

    // A person trying Studyflow locally reads the mail in the mailbox page and clicks its link.
    const link = await linkFromMail(testInfo, address, '/auth/confirmations/');
    await page.goto(mailboxPageUrl(testInfo));
    await page
      .getByRole('row')
      .filter({ hasText: address })
      .first()
      .getByRole('link', { name: 'Confirm your Studyflow account' })
      .click();
    await page.locator(`a[href="${link}"]`).first().click();

    await expect(page).toHaveURL(/\/auth\/confirmations\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Verified' })).toBeVisible();
    await expect(page.getByText(/log in with your (institutional|organisation) email/)).toBeVisible();

    // The link works once; a second visit shows the server's message.
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('alert')).toContainText('already been verified');

    await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
    await expect(page).toHaveURL(/\/auth(\/sign-in)?$/);
    await page.goto('/auth/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(address);
    await page.getByLabel('Password', { exact: true }).fill('casey-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Casey');
    expect(dashboardPath).toBeTruthy();
  });
});
