import { expect, test } from '../support/fixtures';

test.describe('error pages and the error catalogue', () => {
  test('/error apologises and links home', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oh no! Something unexpected happened.');
    await expect(page.getByText("We're sorry for interrupting your flow.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/something-went-wrong offers a signed-in learner the dashboard and support', async ({
    page,
    dashboardPath,
    demoSession,
  }) => {
    await demoSession();
    await page.goto('/something-went-wrong');
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      dashboardPath,
    );
    await expect(page.getByRole('link', { name: 'Get Support' })).toHaveAttribute('href', '/support');
  });

  test('/something-went-wrong offers a visitor who is not signed in the way home and support by email', async ({
    page,
  }) => {
    await page.goto('/something-went-wrong');
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Support' })).toHaveAttribute(
      'href',
      /^mailto:support@studyflow\.example\?subject=/,
    );
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/not-found says Page not found', async ({ page }) => {
    await page.goto('/not-found');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a network failure with no response goes to /error', async ({ page, learner, signIn }) => {
    await page.goto('/auth/sign-in');
    await page.route('**/trpc/auth.signIn**', (route) => route.abort('connectionreset'));
    await signIn(learner.email, learner.password);
    await expect(page).toHaveURL(/\/error$/);
  });

  test('a server error (5xx) goes to /error', async ({ page, learner, signIn }) => {
    await page.route('**/trpc/auth.signIn**', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Internal error. Please try again later or contact administrator',
              code: -32603,
              data: {
                code: 'BAD_GATEWAY',
                httpStatus: 502,
                upstreamStatus: 500,
                msg: null,
                fieldErrors: null,
                issues: null,
              },
            },
          },
        ]),
      }),
    );
    await signIn(learner.email, learner.password);
    await expect(page).toHaveURL(/\/error$/);
  });

  test('a forbidden answer (other 4xx) goes to /something-went-wrong', async ({ page, learner, signIn }) => {
    await page.route('**/trpc/auth.signIn**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Forbidden',
              code: -32003,
              data: {
                code: 'FORBIDDEN',
                httpStatus: 403,
                upstreamStatus: 403,
                msg: 'Forbidden',
                fieldErrors: null,
                issues: null,
              },
            },
          },
        ]),
      }),
    );
    await signIn(learner.email, learner.password);
    await expect(page).toHaveURL(/\/something-went-wrong$/);
  });
});
