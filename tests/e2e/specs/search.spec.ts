import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const QUERY = { study: 'instruction', pro: 'text-to-speech' };

test.describe('the top-bar search (SRC)', () => {
  test.use({ signedInAs: 'demo' });
  test.beforeEach(async ({ page, dashboardPath }) => {
    test.setTimeout(150_000);
    await quietAchievements(page);
    await page.goto(dashboardPath);
  });

  test('finds steps, chapters and modules, and opens one from the keyboard', async ({ page, edition }) => {
    const box = page.getByRole('combobox', { name: 'Search' });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search.query')) calls.push(request.url());
    });
    await box.fill(QUERY[edition]);
    const results = page.getByRole('listbox', { name: /^Search results/ });
    await expect(results.getByRole('group').first()).toContainText('Steps', { timeout: 20_000 });
    // One request for the settled words, not one per key.
    expect(calls).toHaveLength(1);
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/flows\/.+\/steps\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    // No search on a step page (SHL-1).
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
  });

  test('a result opens with a pointer too, and Tab leaves the box with its list closed', async ({
    page,
    edition,
  }) => {
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(QUERY[edition]);
    const results = page.getByRole('listbox', { name: /^Search results/ });
    await expect(results.getByRole('group').first()).toContainText('Steps', { timeout: 20_000 });
    await page.keyboard.press('Tab');
    await expect(results).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toBeFocused();

    await box.press('ArrowDown');
    const first = results.getByRole('option').first();
    const name = (await first.locator('span > span').first().textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  });

  test("says 'No results found', closes on Escape and asks nothing for an empty box", async ({ page }) => {
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('zzqxv');
    await expect(page.getByRole('listbox').getByText('No results found')).toBeVisible({ timeout: 20_000 });
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('search.query')) asked = true;
    });
    await box.fill('   ');
    await page.waitForTimeout(600);
    expect(asked).toBe(false);
  });
});
