import { expect, test } from '../support/fixtures';

test.describe('content security policy', () => {
  test('pages load with no violation, and an injected inline script is blocked and noticed', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(cspViolations).toEqual([]);

    // What an XSS payload would try: an inline script. The policy has no 'unsafe-inline' for scripts.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran";';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    // Provoked on purpose: the fixture's own end-of-test check is for the unexpected ones.
    cspViolations.length = 0;
  });
});
