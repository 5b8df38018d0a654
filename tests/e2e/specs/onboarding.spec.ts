import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { licenceKey } from '../support/data';
import { expect, test } from '../support/fixtures';
import {
  activateLicence,
  choose,
  dismissToasts,
  stepHeading,
  toastStack,
  trpcFailure,
  WIZARD_STEPS,
} from '../support/onboarding';

const selectButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`${label}$`) });
const stepList = (page: Page) => page.getByRole('list', { name: 'Set-up steps' });
const overall = (page: Page) => page.getByRole('radiogroup', { name: 'Assistive technology overall' });
const carouselName = (edition: string) =>
  edition === 'pro' ? 'Stories from employees' : 'Stories from students';

/** What the server now knows about the signed-in learner (auth.authorize, as the app asks). */
async function serverUser(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/trpc/auth.authorize', { headers: { 'x-studyflow-csrf': '1' } });
    const body = (await response.json()) as { result: { data: Record<string, unknown> } };
    return body.result.data as {
      softwareSelected: boolean;
      softwares: { name: string }[];
      userInfo: Record<string, unknown> | null;
    };
  });
}

test.describe('onboarding', () => {
  test(
    'a new learner meets every check, answers every step and reaches the dashboard',
    { tag: '@editions' },
    async ({ page, edition, dashboardPath }, testInfo) => {
      // Many steps, with their checks and errors.
      test.setTimeout(180_000);
      const steps = WIZARD_STEPS[edition];
      const year = new Date().getFullYear();
      await activateLicence(page, edition, licenceKey(6, testInfo), 'Robin');

      await expect(stepList(page).getByRole('listitem')).toHaveCount(steps.length);
      for (const [index, name] of steps.entries()) {
        await expect(stepList(page).getByRole('listitem').nth(index)).toContainText(name);
      }
      await expect(page.getByText(`Step 1 of ${steps.length}: ${steps[0]}`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();

      if (edition === 'study') {
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText('Course Start year is required.', { exact: true })).toBeVisible();
        await expect(page.getByText('Course subject is required!', { exact: true })).toBeVisible();
        // GOV.UK's error summary takes focus; its links lead to the fields (error-summary.spec.ts).
        await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
        await page.getByRole('link', { name: 'Course start year: Course Start year is required.' }).click();
        await expect(selectButton(page, 'Course start year')).toBeFocused();
        await expect(selectButton(page, 'Course end year')).toBeDisabled();

        // Start year: five years either side of now until an end year is chosen.
        await selectButton(page, 'Course start year').click();
        await expect(page.getByRole('option')).toHaveCount(11);
        await expect(page.getByRole('option').first()).toHaveText(String(year - 5));
        await page.getByRole('option', { name: String(year - 1), exact: true }).click();
        await expect(page.getByText('Course End year is required.', { exact: true })).toBeVisible();
        // End year: from the start year to seven years later.
        await selectButton(page, 'Course end year').click();
        await expect(page.getByRole('option')).toHaveCount(8);
        await expect(page.getByRole('option').last()).toHaveText(String(year + 6));
        await page.getByRole('option', { name: String(year + 2), exact: true }).click();
        await selectButton(page, 'Course start year').click();
        await expect(page.getByRole('option').last()).toHaveText(String(year + 2));
        await page.keyboard.press('Escape');

        await expect(selectButton(page, 'Course subject')).toContainText('Select Course');
        await selectButton(page, 'Course subject').click();
        await expect(page.getByRole('option', { name: 'Not listed' })).toBeVisible();
        await page.getByRole('option', { name: 'Psychology', exact: true }).click();
        await expect(page.getByText('Course subject is required!')).toHaveCount(0);
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(stepList(page).getByRole('listitem').first()).toContainText('completed');
      }

      // Assistive Technology: grouped chips, every assistive one chosen to start with.
      if (edition === 'study') await expect(stepHeading(page, 'Assistive Technology')).toBeFocused();
      await expect(page.getByRole('button', { name: 'Back' })).toBeEnabled({ enabled: edition === 'study' });
      await expect(page.getByRole('toolbar', { name: 'Literacy' })).toBeVisible();
      const specialist = page.getByRole('toolbar', { name: 'Specialist' });
      await expect(specialist.getByRole('button', { name: 'Equatio' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(specialist.getByRole('button', { name: 'Scrivener' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(page.getByRole('button', { name: 'Read&Write' })).toHaveAttribute('aria-pressed', 'true');

      if (edition === 'study') {
        // Back keeps what was chosen.
        await page.getByRole('button', { name: 'Back' }).click();
        await expect(stepHeading(page, 'Course Information')).toBeFocused();
        await expect(selectButton(page, 'Course subject')).toContainText('Psychology');
        await page.getByRole('button', { name: 'Next' }).click();
      }

      const pressed = page.locator('[aria-pressed="true"]');
      while ((await pressed.count()) > 0) await pressed.first().click();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Please select your software!' })).toBeVisible();
      // Focus goes to the first chip group (React Aria returns it to the chip last used there).
      await expect(page.getByRole('toolbar', { name: 'Literacy' }).locator(':focus')).toHaveCount(1);
      await page.getByRole('button', { name: 'NVDA' }).click();
      await specialist.getByRole('button', { name: 'Scrivener' }).click();
      await page.getByRole('button', { name: 'Next' }).click();

      // Current knowledge: the overall level is required; the areas start at 'Complete beginner'.
      // Both user types rate all six areas (ONB-14).
      await expect(stepHeading(page, 'Current knowledge')).toBeFocused();
      await expect(page.getByRole('radiogroup')).toHaveCount(7);
      for (const area of [
        'Essay writing',
        'Presentations',
        'Lectures',
        'Reading',
        'Organisation',
        'Revision',
      ]) {
        await expect(page.getByRole('radiogroup', { name: area, exact: true })).toBeVisible();
      }
      await expect(
        page.getByRole('radiogroup', { name: 'Reading' }).getByRole('radio', { name: 'Complete beginner' }),
      ).toBeChecked();
      const finishName = edition === 'study' ? 'Next' : 'Finish';
      await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(edition === 'study' ? 1 : 0);
      await page.getByRole('button', { name: finishName }).click();
      await expect(
        page.getByText('Select Assistive Technology knowledge level!', { exact: true }),
      ).toBeVisible();
      await page
        .getByRole('link', {
          name: 'Assistive technology overall: Select Assistive Technology knowledge level!',
        })
        .click();
      await expect(overall(page).getByRole('radio', { name: 'Complete beginner' })).toBeFocused();
      await overall(page).getByText('A little knowledge').click();
      await page.getByRole('radiogroup', { name: 'Reading' }).getByText('Quite familiar').click();
      await expect(page.getByText('Select Assistive Technology knowledge level!')).toHaveCount(0);

      if (edition === 'study') {
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(stepHeading(page, 'Study priorities')).toBeFocused();
        await expect(page.getByRole('slider')).toHaveCount(6);
        const essay = page.getByRole('slider', { name: 'Essay writing' });
        await expect(essay).toHaveAttribute('aria-valuetext', '1 – Low');
        await essay.focus();
        for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
        await expect(essay).toHaveAttribute('aria-valuetext', '5 – High');
        for (const index of [0, 1, 2]) {
          await expect(stepList(page).getByRole('listitem').nth(index)).toContainText('completed');
        }
      }
      await page.getByRole('button', { name: 'Finish' }).click();

      // The testimonial page: three quotes that wrap both ways.
      await expect(page).toHaveURL(/\/onboarding\/testimonial$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are all set, Robin');
      const carousel = page.getByRole('region', { name: carouselName(edition) });
      await expect(carousel.getByText('Quote 1 of 3')).toBeVisible();
      await page.getByRole('button', { name: 'Previous quote' }).click();
      await expect(carousel.getByText('Quote 3 of 3')).toBeVisible();
      await page.getByRole('button', { name: 'Next quote' }).click();
      await expect(carousel.getByText('Quote 1 of 3')).toBeVisible();
      await page.getByRole('button', { name: 'Next quote' }).click();
      await expect(carousel.getByText('Quote 2 of 3')).toBeVisible();

      const firstLogin = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.firstLogin);
      expect(Date.now() - new Date(JSON.parse(firstLogin ?? 'null') as string).getTime()).toBeLessThan(
        120_000,
      );
      const saved = await serverUser(page);
      expect(saved.softwareSelected).toBe(true);
      expect(saved.softwares.map((software) => software.name).sort()).toEqual(['NVDA', 'Scrivener']);
      expect(saved.userInfo).toMatchObject({ asTechnologyLevel: 'medior', readingLevel: 'expert' });
      if (edition === 'study') {
        expect(saved.userInfo).toMatchObject({
          courseStarted: year - 1,
          courseEnds: year + 2,
          courseName: 'Psychology',
          studyPriorities: { essayWriting: 5, revision: 1 },
        });
      } else {
        expect(saved.userInfo).toMatchObject({ courseName: null, studyPriorities: null });
      }

      await page.getByRole('link', { name: 'Get Started' }).click();
      await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
      // Finished: the wizard sends the learner straight on.
      await page.goto('/onboarding');
      await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
    },
  );

  test('a failed save keeps the answers; "already exists" goes on to the testimonial', async ({
    page,
    edition,
    dashboardPath,
  }, testInfo) => {
    test.setTimeout(150_000);
    const steps = WIZARD_STEPS[edition];
    const year = new Date().getFullYear();
    await activateLicence(page, edition, licenceKey(9, testInfo), 'Jordan');
    if (edition === 'study') {
      await choose(page, 'Course start year', String(year));
      await choose(page, 'Course end year', String(year + 3));
      await choose(page, 'Course subject', 'History');
      await page.getByRole('button', { name: 'Next' }).click();
    }

    // The server refuses the software once: its message shows and the step stays.
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
    await expect(page.getByRole('button', { name: 'Read&Write' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toastStack(page).getByText('Software could not be saved.')).toBeVisible();
    await expect(stepHeading(page, 'Assistive Technology')).toBeVisible();
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 'Current knowledge')).toBeFocused();
    await overall(page).getByText('Quite familiar').click();
    if (edition === 'study') await page.getByRole('button', { name: 'Next' }).click();

    // Any other failure of the user info: the snackbar, and back to step 0 with nothing lost.
    await page.route(
      '**/trpc/userInfo.create**',
      (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: trpcFailure(500, null) }),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(toastStack(page).getByText('Internal error. Please try again later')).toBeVisible();
    await expect(stepHeading(page, steps[0] ?? '')).toBeFocused();
    await dismissToasts(page);
    if (edition === 'study') await expect(selectButton(page, 'Course subject')).toContainText('History');

    for (const name of steps.slice(1)) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(stepHeading(page, name)).toBeFocused();
    }

    // Meanwhile the answers reach the server another way (say, a second tab)…
    const student = edition === 'study';
    const created = await page.evaluate(
      async (input) => {
        const response = await fetch('/trpc/userInfo.create', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-studyflow-csrf': '1' },
          body: JSON.stringify(input),
        });
        return response.status;
      },
      {
        courseStarted: student ? year : null,
        courseEnds: student ? year + 3 : null,
        courseName: student ? 'History' : null,
        asTechnologyLevel: 'expert',
        essayWritingLevel: 'beginner',
        presentationsLevel: 'beginner',
        lecturesLevel: 'beginner',
        readingLevel: 'beginner',
        organisationLevel: 'beginner',
        revisionLevel: 'beginner',
        studyPriorities: null,
      },
    );
    expect(created).toBe(200);

    // …so Finish hears 'UserInfo already exists for User!' and the learner goes on all the same.
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/onboarding\/testimonial$/);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  });
});
