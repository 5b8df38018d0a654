import type { Page } from '@playwright/test';
import { quietAchievements } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { FIRST_STEP, stepPath, VIDEO_STEP } from '../support/learning';
import { localeLookups, watchLocaleLookups } from '../support/locale-lookups';
import { seedLearner } from '../support/session';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Module contents' });

type Box = { left: number; width: number };

/** Where the page's content starts and how wide it may be: main's box inside its padding. */
const mainColumn = (page: Page): Promise<Box> =>
  page.getByRole('main').evaluate((main) => {
    const style = getComputedStyle(main);
    const box = main.getBoundingClientRect();
    const left = box.left + Number.parseFloat(style.paddingLeft);
    return { left, width: box.right - Number.parseFloat(style.paddingRight) - left };
  });

const boxOf = async (locator: ReturnType<Page['locator']>): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { left: box.x, width: box.width };
};

test.describe('the step view', () => {
  test.beforeEach(async ({ context, page }, testInfo) => {
    // A fresh learner, then pages whose code loads for the first time on a busy runner.
    test.setTimeout(120_000);
    await quietAchievements(page);
    await seedLearner(context, testInfo, { firstName: 'Stella' });
  });

  test('shows a step with its module, and completes, favourites and continues', async ({ page, edition }) => {
    const step = FIRST_STEP[edition];
    // What the page asks for: its step's text (the visit tracked, STP-9), and when the start-up
    // batch (the session check and the settings) is answered.
    const asked: string[] = [];
    let stepAskedAt = Number.POSITIVE_INFINITY;
    let startUpAnsweredAt = Number.NEGATIVE_INFINITY;
    const thisStep = (url: string) =>
      url.includes('/trpc/steps.get?') && url.includes(`"stepSlug":"${step.step}"`);
    page.on('request', (request) => {
      const url = decodeURIComponent(request.url());
      asked.push(url);
      if (thisStep(url)) stepAskedAt = Math.min(stepAskedAt, Date.now());
    });
    page.on('response', (response) => {
      if (response.url().includes('auth.authorize,config.get') && startUpAnsweredAt < 0)
        startUpAnsweredAt = Date.now();
    });
    await watchLocaleLookups(page);
    const document = await page.goto(stepPath(edition));
    // The page's HTML names its scripts for the browser to fetch beside the app's (a first view's own
    // index.html), not a round trip after them.
    const html = (await document?.text()) ?? '';
    const stepScript = html.match(/<link rel="modulepreload" [^>]*href="(\/assets\/step-view-[\w-]+\.js)">/);
    expect(stepScript?.[1]).toBeTruthy();
    // The step's own script starts with V8's compile hint: compiled whole off the main thread as it
    // arrives (issue 34), as every script a first view runs.
    const code = await (await page.request.get(stepScript?.[1] ?? '')).text();
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name, { timeout: 20_000 });
    // The first view's data leaves with the start-up batch, not once it is answered, and the page
    // takes that answer as its own: the visit is asked for (and tracked) once.
    expect(stepAskedAt).toBeLessThanOrEqual(startUpAnsweredAt);
    expect(asked.filter(thisStep)).toHaveLength(1);
    // SHL-1: on a step page the accessibility button shows and the search box does not.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Accessibility settings' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);

    const module = sidebar(page);
    await expect(module.getByRole('heading', { level: 2 })).toHaveText(step.moduleName);
    // SHL-5: one 'Go to Dashboard', in the side menu.
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Go to Dashboard' }),
    ).toBeVisible();
    await expect(module.getByRole('button', { name: step.chapterName })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const current = module.getByRole('link', { name: new RegExp(step.name) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toContainText('Text');
    // Its first view, progress bar and all, formats nothing in a locale: the first such look loads the
    // browser's locale data, a long task on a slow phone (issue 34).
    await expect(module.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /% done$/);
    expect(await localeLookups(page)).toEqual([]);
    // STP-8: the step's words at 14 px plus the text-size setting (0 for a new learner).
    const size = await page
      .locator('main p')
      .first()
      .evaluate((node) => getComputedStyle(node).fontSize);
    expect(size).toBe('14px');

    await page.getByRole('button', { name: 'READ MORE' }).click();
    await expect(page.getByRole('button', { name: 'READ LESS' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'More on this' })).toBeVisible();

    await page.getByRole('button', { name: 'MARK AS COMPLETE' }).click();
    await expect(page.getByText('COMPLETED', { exact: true })).toBeVisible();
    await expect(current).toContainText('Completed');
    await expect(module.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');

    const favourite = page.getByRole('button', { name: 'Favourite', exact: true });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(current).toContainText('In your favourites');

    await page.getByRole('link', { name: 'CONTINUE' }).click();
    await expect(page).toHaveURL(new RegExp(`/steps/${step.next}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // Back on the step the app opened on: a new opening, so asked for (and tracked) again.
    const before = asked.filter(thisStep).length;
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.name);
    await expect.poll(() => asked.filter(thisStep).length).toBeGreaterThan(before);
  });

  test('focus mode hides the sidebars; the dashboard card resumes the module', async ({ page, edition }) => {
    const step = FIRST_STEP[edition];
    await page.goto(stepPath(edition));
    await expect(sidebar(page)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Focus mode' }).click();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Focus mode' }).click();
    await expect(sidebar(page)).toBeVisible();

    // The visit makes the module one to pick up again; its card leads back to its first open step.
    await page.goto('/dashboard/learn');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: step.moduleName }) });
    await expect(card).toContainText('RESUME', { timeout: 20_000 });
    await card.getByRole('link', { name: step.moduleName }).click();
    await expect(page).toHaveURL(new RegExp(`${stepPath(edition)}$`));
  });

  test('focus mode gives the step the page: text at its reading width, video across the column, no banner', async ({
    page,
    edition,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(stepPath(edition));
    await expect(sidebar(page)).toBeVisible({ timeout: 20_000 });
    const banner = page.getByRole('region', { name: 'Try dark mode' });
    await expect(banner).toBeVisible();
    const focus = page.getByRole('button', { name: 'Focus mode' });
    await focus.click();
    await expect(sidebar(page)).toHaveCount(0);
    // SHL-7's banner stays out of focus mode, and comes back after it.
    await expect(banner).toHaveCount(0);

    const column = await mainColumn(page);
    const heading = await boxOf(page.getByRole('heading', { level: 1 }));
    expect(Math.abs(heading.left - column.left)).toBeLessThanOrEqual(1);
    // The text starts where the heading does (no empty column beside it) at its full reading
    // measure (70ch of its own font), not squeezed into half the page.
    const paragraph = page.getByText('Every essay question has an', { exact: false }).first();
    const text = await boxOf(paragraph);
    const measure = await paragraph.evaluate((node) =>
      Number.parseFloat(getComputedStyle(node.parentElement as HTMLElement).maxWidth),
    );
    expect(Math.abs(text.left - column.left)).toBeLessThanOrEqual(1);
    expect(measure).toBeGreaterThan(300);
    expect(Math.abs(text.width - Math.min(measure, column.width))).toBeLessThanOrEqual(1);
    await focus.click();
    await expect(sidebar(page)).toBeVisible();
    await expect(banner).toBeVisible();

    // A video step in focus mode: the player spans the whole column.
    await page.goto(VIDEO_STEP[edition].path);
    const player = page.locator('[data-media-player]');
    await expect(player).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Focus mode' }).click();
    await expect(sidebar(page)).toHaveCount(0);
    const videoColumn = await mainColumn(page);
    const video = await boxOf(player);
    expect(Math.abs(video.left - videoColumn.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(video.width - videoColumn.width)).toBeLessThanOrEqual(1);
  });

  test('cuts long chapter names at 137 characters on a phone and keeps working at 320 px', async ({
    page,
    edition,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(stepPath(edition));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_STEP[edition].name, {
      timeout: 20_000,
    });
    const hasSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasSideways).toBe(false);
    for (const name of await sidebar(page).getByRole('heading', { level: 3 }).allTextContents()) {
      expect(name.length).toBeLessThanOrEqual(138);
    }
  });
});
