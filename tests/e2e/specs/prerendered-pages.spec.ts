import { expect, expectDashboard, test } from '../support/fixtures';
import { localeLookups, watchLocaleLookups } from '../support/locale-lookups';
import { holdAppScript, takenOver } from '../support/takeover';

const BRAND = { study: 'Studyflow', pro: 'Studyflow Pro' };

/**
 * Every page a visitor opens first, signed out, arrives prerendered (apps/web/src/app/prerendered.ts)
 * and paints before any script has run; the app then takes over the same page. The landing's own
 * takeover checks are in landing.spec.ts.
 */
const GUEST_PAGES: readonly { path: string; heading: (brand: string) => string | RegExp; title?: string }[] =
  [
    { path: '/auth', heading: (brand) => `Welcome to ${brand}` },
    { path: '/auth/sign-in', heading: () => 'Sign in' },
    { path: '/auth/dsa-licence', heading: () => 'Activate your licence' },
    { path: '/auth/inst-licence', heading: () => /^Sign up with your (university|organisation) email$/ },
    { path: '/auth/site-licence', heading: () => /^Sign up with your (university|organisation) email$/ },
    { path: '/auth/reset-password', heading: () => 'Reset Password' },
    { path: '/assessor', heading: () => 'Assessor Toolkit' },
    { path: '/privacy-policy', heading: () => 'Privacy policy' },
    { path: '/terms', heading: () => 'Terms of use' },
    { path: '/accessibility-statement', heading: (brand) => `Accessibility statement for ${brand}` },
    { path: '/not-found', heading: () => 'Page not found' },
    { path: '/something-went-wrong', heading: () => 'Something went wrong' },
    { path: '/error', heading: () => 'Oh no! Something unexpected happened.' },
  ];

test.describe('guest pages arrive prerendered', () => {
  test('each is on screen, titled and headed, before any script runs', {
    tag: '@editions',
  }, async ({ browser, baseURL, edition }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of GUEST_PAGES) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, path).toHaveText(heading(BRAND[edition]));
      const named = await h1.textContent();
      await expect(page, path).toHaveTitle(`${named} – ${BRAND[edition]}`);
      // Links work without scripts: the footer's, to the other guest pages.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }),
      ).toHaveAttribute('href', '/privacy-policy');
    }
    // A form sends nothing by itself before the app is here; were it to, never as an address.
    await page.goto('/auth/sign-in');
    await expect(page.locator('form')).toHaveAttribute('method', 'post');
    await context.close();
  });

  test('the app takes a guest page over without a loading screen in between, nor a look at the locale', async ({
    page,
  }) => {
    // Nor does it look at a locale, whose data takes a slow phone tens of ms to load (issue 34).
    await watchLocaleLookups(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && /Loading/.test(node.textContent ?? ''))
              seen.push(node.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/auth/sign-in', '/auth/dsa-licence', '/assessor']) {
      const release = await holdAppScript(page);
      await page.goto(path);
      release();
      await takenOver(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await localeLookups(page), path).toEqual([]);
      await page.unrouteAll();
    }
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual(
      [],
    );
  });

  test('a page that shows no server data asks only who is signed in and fetches no data layer, until a form is sent', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/trpc/') || /^\/assets\/data-layer-/.test(pathname)) asked.push(pathname);
    });
    const START_UP = '/trpc/auth.authorize,config.get';
    for (const path of ['/', '/privacy-policy', '/assessor']) {
      await page.goto(path);
      await takenOver(page);
      await page.waitForLoadState('networkidle');
    }
    // GRD-11: each start asks who is signed in (with the settings), by a plain request; nothing else.
    expect(asked).toEqual([START_UP, START_UP, START_UP]);
    // In the app, on to the ways in (no data either), then to a form, which shows none either: the
    // data layer comes with the first send, and the form works.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome to/ })).toBeVisible();
    expect(asked).toEqual([START_UP, START_UP, START_UP]);
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('alex@university.example');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([START_UP, START_UP, START_UP]);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    expect(asked.slice(3)).toEqual([
      expect.stringMatching(/^\/assets\/data-layer-[\w-]+\.js$/),
      '/trpc/auth.signIn',
    ]);
  });

  test('what is typed and an Enter pressed before the app takes over sign the learner in', async ({
    page,
    learner,
    dashboardPath,
  }) => {
    const release = await holdAppScript(page);
    // The start-up check ("who is signed in?") leaves before the replayed sign-in and is answered
    // after it, as on a slow connection: its "nobody" must not undo the sign-in.
    const signedIn = page.waitForResponse((answer) => answer.url().includes('auth.signIn'));
    await page.route(/\/trpc\/[^?]*auth\.authorize/, async (route) => {
      // Asked now, before the sign-in's cookie exists (the request API sends no Sec-Fetch-Site).
      const nobody = await route.fetch({
        headers: { ...route.request().headers(), 'sec-fetch-site': 'same-origin' },
      });
      await signedIn;
      await route.fulfill({ response: nobody });
    });
    await page.goto('/auth/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(learner.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(learner.password);
    await password.press('Enter');
    // Nothing left the page: the snapshot form did not send itself, least of all as an address.
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    release();
    await expectDashboard(page, dashboardPath, learner.firstName);
  });

  test('a mouse press that goes down on the snapshot and up on the app is still a click', async ({
    page,
  }) => {
    const release = await holdAppScript(page);
    await page.goto('/auth');
    const signIn = page.getByRole('link', { name: 'Sign In', exact: true });
    const box = await signIn.boundingBox();
    if (!box) throw new Error('the Sign In link has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await takenOver(page);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a signed-in browser gets the app, not a snapshot drawn for a visitor', async ({
    page,
    demoSession,
    dashboardPath,
  }) => {
    const marker = 'id="studyflow-prerendered"';
    const html = () =>
      page.request.get('/auth/sign-in', { headers: { accept: 'text/html' } }).then((answer) => answer.text());
    expect(await html()).toContain(marker);
    await demoSession();
    expect(await html()).not.toContain(marker);
    await page.goto('/auth/sign-in');
    await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  });
});
