import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { seedLearner } from '../support/session';

// DSH-2: "let's begin..." for 5 days after the first login. The server knows that date (NEWBIE is
// earned at the first login), so it holds in every browser, not only the one used to onboard.
test.describe('the greeting', () => {
  test("of a learner who onboarded in another browser is let's begin, from the server's first-login date", async ({
    context,
    browser,
    dashboardPath,
  }, testInfo) => {
    const learner = await seedLearner(context, testInfo, { firstName: 'Eden' });
    // A browser that never saw the onboarding: nothing stored locally.
    const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const other = await elsewhere.newPage();
    await quietAchievements(other);
    await other.goto('/auth/sign-in');
    await other.getByLabel('Email', { exact: true }).fill(learner.email);
    await other.getByLabel('Password', { exact: true }).fill(learner.password);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(other).toHaveURL(new RegExp(`${dashboardPath}$`));
    await expect(other.getByRole('heading', { level: 1 })).toHaveText("Hi Eden, let's begin...");
    await elsewhere.close();
  });
});
