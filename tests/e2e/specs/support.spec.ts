import type { Page, TestInfo } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { seedLearner } from '../support/session';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The local mailbox's mails to the support team (what a support agent would read). */
async function supportMails(testInfo: TestInfo): Promise<Mail[]> {
  const url = testInfo.project.metadata.mailboxUrl;
  if (typeof url !== 'string') throw new Error('project metadata has no mailboxUrl');
  const mails = (await (await fetch(url)).json()) as Mail[];
  return mails.filter((mail) => mail.to.includes('support@studyflow.example'));
}

const messageDialog = (page: Page) => page.getByRole('dialog', { name: 'Send us a message' });

test.describe('support page', () => {
  test.beforeEach(async ({ context, page }, testInfo) => {
    test.setTimeout(360_000);
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Sol' });
  });

  test('has the banner, one FAQ open at a time, a message to the support team and the helplines', async ({
    page,
  }, testInfo) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Need some help?')).toBeVisible();

    // SUP-2: four questions; opening one closes the other.
    const questions = page.getByRole('heading', { level: 3 }).getByRole('button');
    const password = page.getByRole('button', { name: 'How do I change my password?' });
    const software = page.getByRole('button', { name: 'How do I add or remove software?' });
    await expect(page.getByRole('button', { name: /on other devices\?/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /on my desktop\?/ })).toBeVisible();
    expect(await questions.count()).toBeGreaterThanOrEqual(4);
    await password.click();
    await expect(password).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/choose “Reset Password”/)).toBeVisible();
    await software.press('Enter');
    await expect(software).toHaveAttribute('aria-expanded', 'true');
    await expect(password).toHaveAttribute('aria-expanded', 'false');

    // SUP-3: 'required' for a blank message, then a thank-you, and the mail in the support inbox.
    await page.getByRole('button', { name: 'Send us a message' }).click();
    const dialog = messageDialog(page);
    const field = dialog.getByRole('textbox', { name: 'Your message' });
    await field.fill('   ');
    await dialog.getByRole('button', { name: 'SEND' }).click();
    await expect(dialog.getByText('required', { exact: true })).toBeVisible();
    await expect(field).toBeFocused();
    const words = `My notes page will not print (${testInfo.project.name} ${Date.now()})`;
    await field.fill(`  ${words}  `);
    await dialog.getByRole('button', { name: 'SEND' }).click();
    await expect(dialog.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
    await expect
      .poll(async () => (await supportMails(testInfo)).find((mail) => mail.text.includes(words))?.subject, {
        timeout: 10_000,
      })
      .toBe('Support message from a learner');
    await dialog.getByRole('button', { name: 'DONE' }).click();
    await expect(dialog).toHaveCount(0);

    // SUP-4: the helplines, with their hours and links that say they open a new tab.
    const helplines = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'NHS 111' }) });
    for (const name of ['NHS 111', 'Samaritans', 'The Mix', 'Nightline']) {
      await expect(helplines.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(helplines).toContainText('5pm to midnight, 365 days a year');
    const web = helplines.getByRole('link', { name: 'NHS 111 website (opens in a new tab)' });
    await expect(web).toHaveAttribute('target', '_blank');
    await expect(web).toHaveAttribute('rel', /noopener/);
    await expect(helplines.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
  });

  test('a failed send keeps the message in the dialog', async ({ page }) => {
    await page.goto('/support');
    await page.route('**/trpc/support.send**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('button', { name: 'Send us a message' }).click();
    const dialog = messageDialog(page);
    await dialog.getByRole('textbox', { name: 'Your message' }).fill('Please call me back');
    await dialog.getByRole('button', { name: 'SEND' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Your message' })).toHaveValue('Please call me back');
    await expect(dialog.getByRole('heading', { name: 'Thank you for your message' })).toHaveCount(0);
  });

  test('the menu offers Support in the same place on every page', async ({ page }) => {
    await page.goto('/dashboard/reflect');
    const support = page.getByRole('link', { name: 'Support' }).first();
    await support.click();
    await expect(page).toHaveURL(/\/support$/);
  });
});
