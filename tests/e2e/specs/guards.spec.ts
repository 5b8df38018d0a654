import { expect, expectDashboard, test } from '../support/fixtures';
import { holdAppScript, takenOver } from '../support/takeover';

test.describe('route guards and start-up', () => {
  test('a guest opening a protected page at start is sent to sign-in, and returns there after', {
    tag: '@editions',
  }, async ({ page, learner }) => {
    await page.goto('/dashboard/settings/profile');
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard%2Fsettings%2Fprofile$/);
    await page.getByLabel('Email', { exact: true }).fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\/profile$/);
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText(learner.email);
  });

  test('sign-in returns only to a page of this app', async ({ page, learner, dashboardPath }) => {
    await page.goto(`/auth/sign-in?next=${encodeURIComponent('//evil.example/resources')}`);
    await page.getByLabel('Email', { exact: true }).fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  });

  test('a guest on an unknown path sees Page not found', async ({ page }) => {
    // The server answers it with the not-found page itself, as a 404 (apps/bff/src/files/web-app.ts).
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('a signed-in learner is kept out of the auth area and unknown paths', async ({
    page,
    learner,
    dashboardPath,
    demoSession,
  }) => {
    await demoSession();
    await page.goto(dashboardPath);
    await expectDashboard(page, dashboardPath, learner.firstName);
    for (const path of ['/auth', '/auth/sign-in', '/auth/dsa-licence', '/no/such/page']) {
      await page.goto(path);
      await expectDashboard(page, dashboardPath, learner.firstName);
    }
    // An onboarded learner has nothing to do in onboarding.
    await page.goto('/onboarding');
    await expectDashboard(page, dashboardPath, learner.firstName);
  });

  test("a signed-in page's start-up calls leave with its HTML, before the app's scripts have arrived", async ({
    page,
    demoSession,
    dashboardPath,
  }) => {
    await demoSession();
    // The app's data layer comes a second late: the calls must not wait for it, and the page takes
    // their answers rather than asking again.
    await page.route('**/assets/data-layer-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const list = dashboardPath.endsWith('/learn') ? '/trpc/flows.list' : '/trpc/tutorials.list';
    const sent: { path: string; at: number }[] = [];
    let dataLayerAt = Number.POSITIVE_INFINITY;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/trpc/')) sent.push({ path: url.pathname, at: Date.now() });
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/data-layer-[\w-]+\.js$/.test(request.url())) dataLayerAt = Date.now();
    });
    await page.goto(dashboardPath);
    await expect(page.getByRole('tablist', { name: 'Your learning' })).toBeVisible({ timeout: 20_000 });
    const startUp = sent.filter(({ path }) => path === list || path === '/trpc/auth.authorize,config.get');
    expect(startUp.map(({ path }) => path).sort()).toEqual(['/trpc/auth.authorize,config.get', list].sort());
    for (const { path, at } of startUp) expect(at, path).toBeLessThan(dataLayerAt);
  });

  test('each edition has its own dashboard, and each tab its own address', { tag: '@editions' }, async ({
    page,
    edition,
    demoSession,
    dashboardPath,
  }) => {
    await demoSession();
    // The learner's frame is drawn once, already at the tab: before, a guest's frame was drawn for
    // the address with no page and replaced after, shifting the whole page (CLS 0.59).
    await page.addInitScript(() => {
      const seen = window as unknown as { shifted: number };
      seen.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          seen.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
    await expect(page.getByRole('tablist', { name: 'Your learning' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.02);
    // The other tab's own path, in either edition (before, a `?tab=` on the edition's dashboard).
    const other = edition === 'pro' ? '/dashboard/learn' : '/dashboard/software';
    await page.goto(other);
    await expect(page).toHaveURL(new RegExp(`${other}$`));
    await expect(
      page.getByRole('tablist', { name: 'Your learning' }).getByRole('tab', { selected: true }),
    ).toHaveText(edition === 'pro' ? 'Learning Paths' : 'My Software');
    // An old address of that tab still works: it moves to the new one.
    await page.goto(
      edition === 'pro' ? '/dashboard/software?tab=learning-paths' : '/dashboard/learn?tab=software',
    );
    await expect(page).toHaveURL(new RegExp(`${other}$`));
  });

  test('the landing page suits the edition and leads to /auth', { tag: '@editions' }, async ({
    page,
    edition,
  }) => {
    await page.goto('/');
    if (edition === 'pro') {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Transform the way you work.' }),
      ).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the page scrolls to the top on a route change, and not as the app takes the first page over', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 400 });
    // The guest scrolls down the prerendered page before the app's script has run.
    const release = await holdAppScript(page);
    await page.goto('/auth');
    await expect(page.getByRole('link', { name: 'Activate your licence' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    release();
    await takenOver(page);
    // The app's first commit scrolled nothing (it came before the takeover's mark).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Activate your licence' }).click();
    await expect(page).toHaveURL(/\/auth\/dsa-licence$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the theme toggle switches to dark and is remembered', async ({ page }) => {
    await page.goto('/auth/sign-in');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });
});
