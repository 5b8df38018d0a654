import type { Page } from '@playwright/test';
import { licenceKey } from '../support/data';
import { expect, test } from '../support/fixtures';
import {
  activateLicence,
  completeOnboarding,
  dismissToasts,
  toastStack,
  trpcFailure,
} from '../support/onboarding';

const SETTINGS_PATH = '/dashboard/settings/profile/software-selection';
const chip = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function serverSoftware(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const response = await fetch('/trpc/auth.authorize', { headers: { 'x-studyflow-csrf': '1' } });
    const body = (await response.json()) as { result: { data: { softwares: { name: string }[] } } };
    return body.result.data.softwares.map((software) => software.name).sort();
  });
}

test.describe('software selection from settings', () => {
  test('a learner changes their software; the page keeps the choice when saving fails', async ({
    page,
    edition,
    dashboardPath,
  }, testInfo) => {
    test.setTimeout(150_000);
    await activateLicence(page, edition, licenceKey(8, testInfo), 'Sasha');
    await completeOnboarding(page, edition);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));

    // A loader while the list loads.
    await page.route(
      '**/trpc/software.list**',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
      { times: 1 },
    );
    await page.goto(SETTINGS_PATH);
    await expect(page.getByRole('status').filter({ hasText: 'Loading the software list…' })).toBeVisible();

    // The learner's own selection (every assistive tool, kept in onboarding) comes preselected.
    await expect(page.getByRole('heading', { level: 1, name: 'Select Software' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Specialist' })).toBeVisible();
    await expect(chip(page, 'Read&Write')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Scrivener')).toHaveAttribute('aria-pressed', 'false');

    const pressed = page.locator('main [aria-pressed="true"]');
    while ((await pressed.count()) > 0) await pressed.first().click();
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select your software!' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Literacy' }).locator(':focus')).toHaveCount(1);

    await chip(page, 'JAWS').click();
    await chip(page, 'Scrivener').click();
    await page.route(
      '**/trpc/software.select**',
      (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: trpcFailure(422, 'Software could not be saved.'),
        }),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(toastStack(page).getByText('Software could not be saved.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${SETTINGS_PATH}$`));
    await expect(chip(page, 'JAWS')).toHaveAttribute('aria-pressed', 'true');

    await dismissToasts(page);
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(toastStack(page).getByText('Software has been saved.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
    expect(await serverSoftware(page)).toEqual(['JAWS', 'Scrivener']);

    await page.goto(SETTINGS_PATH);
    await expect(chip(page, 'JAWS')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Scrivener')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Read&Write')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a software list that fails to load goes to the error page', async ({ page, demoSession }) => {
    await demoSession();
    await page.route('**/trpc/software.list**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: trpcFailure(500, null) }),
    );
    await page.goto(SETTINGS_PATH);
    await expect(page).toHaveURL(/\/error$/, { timeout: 15_000 });
  });
});
