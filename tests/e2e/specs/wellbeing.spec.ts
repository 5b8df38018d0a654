import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { seedLearner } from '../support/session';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('wellbeing', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(360_000);
    await quietAchievements(page);
  });

  test('the hub shows the learner’s cards and its three pages keep every card, hour and rule', async ({
    context,
    page,
    edition,
  }, testInfo) => {
    test.skip(edition === 'pro', 'wellbeing is in the study edition only');
    // An institution learner holds three wellbeings: no Calm gift (WEL-3).
    await seedLearner(context, testInfo, { firstName: 'Wren' });
    await page.goto('/dashboard/learn');
    await menu(page).getByRole('link', { name: 'Wellbeing' }).click();
    await expect(page).toHaveURL(/\/wellbeing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wellbeing' })).toBeVisible({ timeout: 30_000 });
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Calm: a gift for you' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Go to Support contacts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support contacts' })).toBeVisible({
      timeout: 30_000,
    });
    for (const name of ['Nightline', 'PAPYRUS HOPELINE247', 'Shout']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('9am to midnight, every day')).toBeVisible();
    await expect(page.getByText('Text SHOUT to 85258')).toBeVisible();
    const site = page.getByRole('link', { name: 'Visit Shout (opens in a new tab)' });
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('rel', /noopener/);
    await page.getByRole('link', { name: /Back to Wellbeing/ }).click();
    await expect(page).toHaveURL(/\/wellbeing$/);

    await page.getByRole('link', { name: 'Go to Student Minds' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Student Minds' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('link', { name: /Student Space introduction \(1:44\)/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('heading', { name: 'Student Space' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Resources' })).toBeVisible();
    const oneToOne = page.getByRole('region', { name: 'One-to-one support' });
    await expect(oneToOne.getByRole('listitem')).toHaveCount(4);
    for (const hours of ['24 hours', '4pm to 11pm daily', '3pm to 6am daily']) {
      await expect(oneToOne.getByText(hours, { exact: true })).toBeVisible();
    }
    await expect(oneToOne.getByRole('heading', { name: 'Email support' })).toBeVisible();
    await page.getByRole('link', { name: /Back to Wellbeing/ }).click();

    await page.getByRole('link', { name: 'Go to Desk stretches' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Desk stretches' })).toBeVisible({
      timeout: 30_000,
    });
    for (const group of ['Arms', 'Torso', 'Legs and knees', 'Head and shoulders']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Shoulder shrugs: how to do it' })).toContainText(
      'Repeat 10 times.',
    );
    await expect(page.getByRole('list', { name: 'Upper-trap stretch: how to do it' })).toContainText(
      'Hold for 10 to 15 seconds',
    );
    await expect(page.getByRole('list', { name: 'Overhead reach: how to do it' })).toContainText(
      'Hold for 10 to 30 seconds',
    );
  });

  test('the Calm gift is asked for once, with the form’s rules, and then says it is on its way', async ({
    page,
    context,
    edition,
  }, testInfo) => {
    test.skip(edition === 'pro', 'wellbeing is in the study edition only');
    // A learner who got Studyflow through the DSA, so the Calm card is theirs; their own, because the
    // gift is asked for once (a retry would find it asked).
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Alex', signUpType: 'dsa_licence' });
    await page.goto('/wellbeing');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Find out about Calm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Calm gift' });
    await dialog.getByRole('button', { name: 'Learn more' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('You will receive an email within 48hrs')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Surname is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('alex@');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('alex@university.example');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Alex');
    await dialog.getByRole('textbox', { name: 'Surname' }).fill('Morgan');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('heading', { name: 'All done!' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await expect(dialog).toHaveCount(0);
    // Opened again (and after a reload, from the server's user), it says the request is in.
    await page.reload();
    await page.getByRole('button', { name: 'Find out about Calm' }).click();
    await expect(page.getByRole('dialog', { name: 'Your Calm gift' })).toContainText(
      'you will hear from us within 48 hours',
    );
  });

  test(
    'Pro shows no wellbeing, neither in the menu nor at its address',
    { tag: '@editions' },
    async ({ context, page, edition }, testInfo) => {
      test.skip(edition === 'study', 'the Pro edition has no wellbeing');
      await seedLearner(context, testInfo, { firstName: 'Pat' });
      await page.goto('/dashboard/software');
      await expect(menu(page).getByRole('link', { name: 'Reflect' })).toBeVisible({ timeout: 30_000 });
      await expect(menu(page).getByRole('link', { name: 'Wellbeing' })).toHaveCount(0);
      // A Pro address that does not exist: the learner lands on their dashboard, as for any unknown path.
      for (const path of ['/wellbeing', '/wellbeing/desk-stretches']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/dashboard\/software$/, { timeout: 30_000 });
        await expect(page.getByRole('heading', { level: 1, name: 'Wellbeing' })).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: 'Desk stretches' })).toHaveCount(0);
      }
    },
  );
});
