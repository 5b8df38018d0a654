import type { Edition } from '@studyflow/contracts/edition';
import { type BffProcess, startBff } from '../support/bff-process';
import { expect, test } from '../support/fixtures';
import { completeOnboarding, WIZARD_STEPS } from '../support/onboarding';
import { SEED_LEARNER, type SeedUpstream, startSeedUpstream } from '../support/seed-upstream';

// Our own stack per project (not the config's legacy-api): a BFF in front of an upstream written
// from the requirements alone. The fake holds one learner, so the journey is one test.
let upstream: SeedUpstream | undefined;
let bff: BffProcess | undefined;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  const edition: Edition = testInfo.project.metadata.edition === 'pro' ? 'pro' : 'study';
  upstream = await startSeedUpstream(edition);
  bff = await startBff(edition, `${upstream.origin}/api`);
});

test.afterAll(async () => {
  await bff?.stop();
  await upstream?.close();
});

const fallbacksOf = (stack: BffProcess, procedure: string): string[] =>
  stack
    .logs()
    .filter((line) => line.msg === 'upstream field fell back' && line.procedure === procedure)
    .map((line) => String(line.field));

test('a learner of an upstream with only the required fields signs in, onboards and uses the dashboard', async ({
  page,
  edition,
  dashboardPath,
}) => {
  // A BFF of its own started for this test, and onboarding, on a 2-core runner next to other suites.
  test.setTimeout(120_000);
  if (!bff) throw new Error('the BFF did not start');
  const origin = bff.origin;

  await page.goto(`${origin}/auth/sign-in`);
  await page.getByLabel('Email', { exact: true }).fill(SEED_LEARNER.email);
  await page.getByLabel('Password', { exact: true }).fill(SEED_LEARNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // No user type from the upstream: the edition's learners get the edition's onboarding.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(SEED_LEARNER.firstName);
  await expect(page.getByRole('list', { name: 'Set-up steps' }).getByRole('listitem')).toHaveCount(
    WIZARD_STEPS[edition].length,
  );
  // The software save answers only its msg; the BFF reads the user again for the wizard.
  await completeOnboarding(page, edition);
  await page.getByRole('link', { name: 'Get Started' }).click();

  await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Hi ${SEED_LEARNER.firstName}, let's begin...`,
  );
  const mainTabs = page.getByRole('tablist', { name: 'Your learning' });
  await mainTabs.getByRole('tab', { name: 'My Software' }).click();
  // DSH-4: one tab per chosen software, each with its Essentials and Strategies.
  const mine = page.getByRole('tablist', { name: 'Your software' });
  await expect(mine.getByRole('tab', { name: 'Read&Write' })).toBeVisible();
  await expect(mine.getByRole('tab', { name: 'NVDA' })).toBeVisible();
  await expect(
    page.getByRole('tabpanel', { name: 'Read&Write' }).getByRole('heading', { name: 'Essentials' }),
  ).toBeVisible();
  await mainTabs.getByRole('tab', { name: edition === 'pro' ? 'Learning Paths' : 'My Study Flows' }).click();
  const modules = page.getByRole('list', { name: 'Modules in Essay Writing' }).getByRole('listitem');
  await expect(modules.getByRole('heading', { name: 'Understanding the question' })).toBeVisible();

  // A new page load asks for the user again (auth.authorize) and stays signed in and onboarded.
  await page.goto(`${origin}/dashboard/settings/profile`);
  const details = page.getByRole('region', { name: 'Profile' });
  await expect(details.getByRole('img', { name: 'Sam Lee' })).toBeVisible();
  await expect(details).toContainText(SEED_LEARNER.email);
  await expect(details).toContainText('Northfield University');

  // Nothing was drift worth a 502; the fallbacks were reported as warnings instead.
  expect(bff.logs().filter((line) => Number(line.level) >= 50)).toEqual([]);
  expect(fallbacksOf(bff, 'auth.signIn')).toEqual(expect.arrayContaining(['user.userType', 'badge.id']));
  expect(fallbacksOf(bff, 'software.select')).toContain('user');
});
