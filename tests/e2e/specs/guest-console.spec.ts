import { expect, test } from '../support/fixtures';

// Every page load asks who is signed in (GRD-11). For a guest the answer is "nobody", which must not
// read as a failure: a console full of red teaches people (and monitoring) to ignore real errors.
for (const path of ['/', '/auth/sign-in', '/auth/dsa-licence']) {
  test(`a guest opening ${path} sees no errors in the console`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const checked = page.waitForResponse((response) => response.url().includes('auth.authorize'));
    await page.goto(path);
    expect((await checked).status()).toBe(200);
    // The page's chunk loads after the check; a busy runner can take a while.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });
}
