import { expectNoAxeViolations } from '../support/a11y';
import {
  focusProblems,
  forcedColoursProblems,
  motionOver,
  recordMotion,
  sidewaysScroll,
  textCutOff,
} from '../support/a11y-modes';
import { checkState, checksFor, type StateProblem } from '../support/a11y-state';
import { expect, test } from '../support/fixtures';
import { takenOver } from '../support/takeover';

// The suite's accessibility check itself: it must see a violation, also after the page has moved on.
test('the axe check fails on a real violation, and again after a client-side navigation', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  await page.evaluate(() => document.querySelector('main img[src="/favicon.svg"]')?.remove());

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    document.querySelector('main')?.append(button);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
});

// The checks beyond axe, each shown a page that passes and then the defect it is for.
test.describe('the accessibility checks beyond axe fail on what they look for', () => {
  const PAGE = `<!doctype html><html lang="en"><head><title>Check</title></head>
    <body style="margin:0;font:16px sans-serif"><main><h1>Check</h1><p>Some text.</p>
    <button style="border:1px solid #333">Fine</button></main></body></html>`;
  const add = (page: import('@playwright/test').Page, html: string) =>
    page.evaluate((markup) => document.querySelector('main')?.insertAdjacentHTML('beforeend', markup), html);

  test('reflow: something wider than a 320 px window', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.setContent(PAGE);
    expect(await sidewaysScroll(page)).toEqual([]);
    await add(page, '<div style="width:500px">Too wide</div>');
    expect(await sidewaysScroll(page)).toEqual([expect.stringContaining('the page is 500 px wide')]);
  });

  test('text spacing: a box that hides its overflow and no longer holds its text', async ({ page }) => {
    await page.setContent(PAGE);
    await add(page, '<div style="height:40px;overflow:hidden;width:200px">Fits as it is</div>');
    expect(await textCutOff(page)).toEqual([]);
    await add(
      page,
      '<div style="height:20px;overflow:hidden;width:120px;line-height:1">One two three four five</div>',
    );
    expect(await textCutOff(page)).toEqual([expect.stringContaining('One two three four five')]);
  });

  test('forced colours: a button with no edge, an icon in its own colour, selection by background', async ({
    page,
  }, testInfo) => {
    await page.setContent(PAGE);
    expect(await forcedColoursProblems(page, testInfo, 'check-fine')).toEqual([]);
    await add(
      page,
      `<button style="border:none;background:#ddd">Bare</button>
       <svg width="20" height="20"><path d="M0 0h20v20z" fill="#1e5f74"/></svg>
       <div><span role="tab" aria-selected="true" style="background:#036;color:#fff;border:1px solid">One</span>
       <span role="tab" aria-selected="false" style="border:1px solid">Two</span></div>`,
    );
    expect(await forcedColoursProblems(page, testInfo, 'check-broken')).toEqual([
      expect.stringContaining('no edge: button[] “Bare”'),
      expect.stringContaining('icon not in currentColor'),
      expect.stringContaining('aria-selected shown by background alone'),
    ]);
  });

  test('focus: hidden under a sticky bar, and without a ring in forced colours', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.setContent(PAGE);
    expect(await focusProblems(page)).toEqual([]);
    await add(
      page,
      `<div style="position:fixed;top:0;left:0;right:0;height:256px;background:#fff;z-index:9">Bar</div>
       <a href="#x" style="outline:none">Under the bar</a>`,
    );
    const problems = await focusProblems(page);
    expect(problems).toContainEqual(expect.stringContaining('focus hidden: a “Under the bar”'));
    expect(problems).toContainEqual(
      expect.stringContaining('no focus ring in forced colours: a “Under the bar”'),
    );
  });

  test('focus: a control the pointer passes through (the reading guide over text) shows, unless something covers it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.setContent(PAGE);
    await add(
      page,
      `<div style="position:relative"><p style="margin:0;line-height:40px">A line of the text</p>
       <div style="position:absolute;inset:0;pointer-events:none">
       <div tabindex="0" role="slider" aria-label="Guide" aria-valuenow="1"
         style="position:absolute;top:0;left:0;right:0;height:36px;outline:2px solid"></div></div></div>`,
    );
    expect(await focusProblems(page)).toEqual([]);
    await add(
      page,
      '<div style="position:fixed;top:0;left:0;right:0;height:256px;background:#fff;z-index:9">Bar</div>',
    );
    expect(await focusProblems(page)).toContainEqual(expect.stringContaining('focus hidden: div “Guide”'));
  });

  test('reduced motion: a transition longer than 0.2 s', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordMotion(page);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    // The page is prerendered: its heading shows before the app has taken over; the clean state is
    // read once the app is there too (hydrated: planted into a part React is still hydrating, the
    // defect is removed with the part's server HTML).
    await takenOver(page);
    await page.waitForLoadState('networkidle');
    expect(await motionOver(page)).toEqual([]);
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML(
          'beforeend',
          '<div id="m" style="transition:opacity 1s !important;opacity:1">Moves</div>',
        ),
    );
    expect(await motionOver(page)).toEqual([]);
    await page.evaluate(() => {
      const moving = document.getElementById('m');
      if (!moving) return;
      // Its style as it is now is computed first, so the change below starts a transition.
      getComputedStyle(moving).opacity;
      moving.style.opacity = '0.2';
    });
    await expect
      .poll(() => page.evaluate(() => document.getElementById('m')?.getAnimations().length))
      .toBe(1);
    expect(await motionOver(page)).toContainEqual(expect.stringContaining('1000 ms'));
  });
});

// The accessibility spec runs each check only in the settings that can change it
// (support/a11y-state.ts): a defect of each kind, planted so that it shows in some settings only, is
// reported in exactly those.
test('a defect that shows in one setting only is found in that setting', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const checks = await checksFor(context, testInfo, { colourPairs: true, guest: true });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible({
    timeout: 30_000,
  });
  // Planted once React has hydrated the page: into a part still hydrating, the defects went with the
  // part's server HTML (the network was idle before React was done once the worker waited for it).
  await takenOver(page);
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({
    content: `
      html[data-theme="dark"] .planted-dim { color: #222 !important; }
      .planted-narrow { display: none; }
      @media (max-width: 400px) {
        .planted-narrow { display: block; }
        .planted-wide { width: 500px; }
      }`,
  });
  await page.evaluate(() =>
    document.querySelector('main')?.insertAdjacentHTML(
      'beforeend',
      `<p class="planted-dim">Dim in the dark theme only</p>
       <button class="planted-unnamed" style="border:1px solid"></button>
       <div class="planted-narrow"><button aria-label="One" style="all:unset;display:inline-block;width:8px;height:8px;border:1px solid">.</button><button aria-label="Two" style="all:unset;display:inline-block;width:8px;height:8px;border:1px solid">.</button></div>
       <div class="planted-wide">Wide at 320 px only</div>`,
    ),
  );
  const problems = await checkState(page, 'planted', checks);
  const where = (check: StateProblem['check'], rule: string) =>
    problems
      .filter((found) => found.check === check && found.problem.startsWith(rule))
      .map(
        (found) =>
          `${found.appearance ? `${found.appearance.theme} ${found.appearance.colours.id} ` : ''}${found.viewport}`,
      );

  // Colour: in the dark theme's settings, whose background the planted text nearly matches (not
  // in the first setting the sweep starts in, the light theme), at both widths; never in the light.
  const dim = where('axe', 'color-contrast');
  expect(dim).toEqual(expect.arrayContaining(['dark theme desktop', 'dark theme zoomed']));
  expect(dim.filter((setting) => setting.startsWith('light'))).toEqual([]);
  // Names and roles: once at each width, not once per colour setting.
  expect(where('axe', 'button-name')).toEqual(['light theme desktop', 'light theme zoomed']);
  // What follows the width: at 320 px only.
  expect(where('axe', 'target-size')).toEqual(['light theme zoomed']);
  expect(where('reflow', 'the page is')).toEqual(['light theme zoomed']);
  // 12 page × setting combinations: two themes × three colour sets × two widths.
  expect(checks.combinations).toBe(12);
});
