// Interaction to Next Paint of the signed-in app's everyday controls, in real Chromium at 4× CPU
// throttling, with the seeded demo learner signed in: opening the notes dialog, favouriting a step,
// typing in the top-bar search until the results are listed, opening the accessibility panel and
// choosing a colour pair there, marking a step complete, and read aloud's voice list with the 13 362
// voices a Linux desktop's Chromium lists (speech-dispatcher and espeak-ng): opening it, choosing a
// voice, typing in it.
//
// INP as the browser reports it: the Event Timing API (PerformanceObserver 'event' entries with
// durationThreshold 16, and 'first-input'), the longest event of each interaction (grouped by
// interactionId), and the longest interaction of the run (typing is one interaction per key). An
// interaction under 16 ms leaves no entry and is counted as "< 16 ms". Beside it, the time from the
// input to the first animation frame in which the result is on screen (dialog shown, button
// pressed, results listed, colours applied), taken in the page on every frame.
//
// Every run loads its page afresh (same tab, cache on, CPU not throttled while loading), lets it
// settle, then throttles the CPU and acts with real input (mouse and keyboard through the browser's
// input pipeline), and undoes what the run stored (the favourite, the colours) so the next run starts
// from the same state; a step can't be un-completed, so each run completes the next text step of the
// module. One unmeasured run of each comes first (the server's and the browser's first time).
// The bench starts its own legacy-api with a throwaway database, so nothing it does outlives it.
//
// Usage: node bench/interactions.mjs [--runs 5] [--throttle 4] [--edition study|pro] [--only name,…]
//        (names: notes, favourite, search, accessibility, complete, voices)
//        [--build] [--dist dir] [--port n] [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { DASHBOARD, editionOf, quietAchievements, signInDemoLearner, TEXT_STEP } from './lib/learner.mjs';
import { distInfo, loadAverage, machine, median } from './lib/report.mjs';
import { buildWeb, CHROMIUM_ARGS, ROOT, startStack } from './lib/stack.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    throttle: { type: 'string', default: '4' },
    edition: { type: 'string', default: 'study' },
    only: { type: 'string' },
    build: { type: 'boolean', default: false },
    dist: { type: 'string' },
    port: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const throttle = Number(args.throttle);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${args.runs}: a whole number ≥ 1`);
if (!(throttle >= 1)) throw new Error(`--throttle ${args.throttle}: a rate ≥ 1`);
const edition = editionOf(args.edition);
const TARGET_MS = 100;
/** How long a result may take to show before the bench gives up on it (throttled, loaded machine). */
const RESULT_TIMEOUT = 30_000;
/** What the search box is given, a letter at a time, and how fast a quick typist types. */
const QUERY = { study: 'instruction', pro: 'text-to-speech' };
const KEY_DELAY_MS = 120;
/** A colour pair of the accessibility panel, and the body's background once it applies. */
const PAIR = { name: 'Pale yellow', background: 'rgb(255, 248, 198)' };

/** What read aloud's voice box is given, a letter at a time, once a voice is chosen. */
const VOICE_QUERY = 'welsh';
/**
 * espeak-ng's voices as Chromium lists them on Debian 12: each language and the variants every
 * language has (131 × 102 = 13 362), the same file the end-to-end suite's speech double reads.
 * @type {{ languages: [string, string][]; variants: string[] }}
 */
const ESPEAK = JSON.parse(readFileSync(path.join(ROOT, 'tests/e2e/support/espeak-voices.json'), 'utf8'));

const webDist = args.dist ? path.resolve(args.dist) : path.join(ROOT, 'apps/web/dist');
if (!args.dist) buildWeb({ dist: webDist, force: args.build });

// ─── In the page ────────────────────────────────────────────────────────────────────────────────

/**
 * @typedef {{ name: string; interactionId: number; start: number; duration: number; processingStart: number; processingEnd: number }} EventEntry
 * @typedef {{ type: string; at: number }} Input
 * @typedef {{ css: string; text?: string; attribute?: [string, string]; style?: [string, string]; afterRequest?: string }} Shown
 * @typedef {Window & { __events: EventEntry[]; __inputs: Input[]; __shownAt: number | null }} Measured
 */

// Installed before any of the page's scripts: every Event Timing entry, and every input the page
// receives (so a press that missed its control is noticed, and a fast one still has a start).
const OBSERVE = () => {
  const page = /** @type {Measured} */ (/** @type {unknown} */ (window));
  page.__events = [];
  page.__inputs = [];
  page.__shownAt = null;
  /** @param {PerformanceObserverEntryList} list */
  const keep = (list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      page.__events.push({
        name: entry.name,
        interactionId: entry.interactionId ?? 0,
        start: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  };
  // durationThreshold is in the spec but not in TypeScript's DOM types.
  new PerformanceObserver(keep).observe(
    /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
  );
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  for (const type of ['pointerdown', 'keydown']) {
    window.addEventListener(type, (event) => page.__inputs.push({ type, at: event.timeStamp }), {
      capture: true,
    });
  }
};

/**
 * Starts watching, on every animation frame, for the result to be on screen; returns the page's
 * clock when it started. Runs in the page.
 * @param {Shown} shown
 */
const WATCH = (shown) => {
  const page = /** @type {Measured} */ (/** @type {unknown} */ (window));
  page.__shownAt = null;
  const isShown = () =>
    [...document.querySelectorAll(shown.css)].some(
      (element) =>
        element.checkVisibility() &&
        (shown.text === undefined || (element.textContent ?? '').includes(shown.text)) &&
        (shown.attribute === undefined || element.getAttribute(shown.attribute[0]) === shown.attribute[1]) &&
        (shown.style === undefined ||
          getComputedStyle(element).getPropertyValue(shown.style[0]) === shown.style[1]),
    );
  // A result that comes from the server counts only once that request's answer has arrived (the
  // search lists the results of a shorter query while the last letters are still being typed).
  /** @param {number} frame */
  const answered = (frame) =>
    shown.afterRequest === undefined ||
    performance
      .getEntriesByType('resource')
      .some(
        (entry) =>
          entry.name.includes(/** @type {string} */ (shown.afterRequest)) &&
          /** @type {PerformanceResourceTiming} */ (entry).responseEnd > 0 &&
          /** @type {PerformanceResourceTiming} */ (entry).responseEnd <= frame,
      );
  /** @param {number} frame */
  const check = (frame) => {
    if (answered(frame) && isShown()) page.__shownAt = frame;
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  return performance.now();
};

/**
 * Gives the page's speechSynthesis espeak-ng's 13 362 voices, shaped as Chromium makes them
 * ("English (Great Britain)+Adam espeak-ng", its voiceURI the same, the first the default), after
 * a `voiceschanged` as Chromium sends one. Runs in the page, before its scripts.
 * @param {{ languages: [string, string][]; variants: string[] }} espeak
 */
const OFFER_VOICES = (espeak) => {
  const voices = espeak.languages.flatMap(([name, lang]) =>
    [`${name} espeak-ng`, ...espeak.variants.map((variant) => `${name}+${variant} espeak-ng`)].map(
      (voiceName, at) => ({
        name: voiceName,
        lang,
        voiceURI: voiceName,
        localService: true,
        default: at === 0,
      }),
    ),
  );
  /** @type {typeof voices} */
  let listed = [];
  Object.defineProperty(speechSynthesis, 'getVoices', { value: () => listed, configurable: true });
  setTimeout(() => {
    listed = voices;
    speechSynthesis.dispatchEvent(new Event('voiceschanged'));
  }, 100);
};

// ─── Measuring ──────────────────────────────────────────────────────────────────────────────────

/**
 * @typedef {{ inp: number | null; interactions: number; inputs: number; shownFromFirst: number; shownFromLast: number; worst: EventEntry | null }} Sample
 * @typedef {{ page: import('playwright-core').Page; cdp: import('playwright-core').CDPSession; base: string }} Tab
 */

/**
 * One measured interaction: throttle, watch for `shown`, act, wait for the result (`confirm`, a role
 * or label locator: it fails the bench when the control or its result never shows), then read what
 * the Event Timing API saw once the next frames have been painted.
 * @param {Tab} tab
 * @param {string} label
 * @param {Shown} shown
 * @param {() => Promise<void>} act
 * @param {() => Promise<void>} confirm
 * @returns {Promise<Sample>}
 */
async function measure(tab, label, shown, act, confirm) {
  const { page, cdp } = tab;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  try {
    const since = await page.evaluate(WATCH, shown);
    await act();
    await confirm();
    await page
      .waitForFunction(
        () => /** @type {Measured} */ (/** @type {unknown} */ (window)).__shownAt !== null,
        null,
        {
          timeout: RESULT_TIMEOUT,
        },
      )
      .catch(() => {
        throw new Error(`${label}: the result (${JSON.stringify(shown)}) never showed`);
      });
    // Event Timing entries are queued after the frame that follows the input is presented.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
        ),
    );
    await page.waitForTimeout(300);
    const seen = await page.evaluate((from) => {
      const measured = /** @type {Measured} */ (/** @type {unknown} */ (window));
      return {
        events: measured.__events.filter((entry) => entry.start >= from),
        inputs: measured.__inputs.filter((input) => input.at >= from),
        shownAt: measured.__shownAt,
      };
    }, since);
    if (seen.inputs.length === 0) throw new Error(`${label}: the page received no input`);
    if (seen.shownAt === null) throw new Error(`${label}: the result never showed`);
    /** @type {Map<number, EventEntry>} */
    const longest = new Map();
    for (const entry of seen.events) {
      if (entry.interactionId === 0) continue;
      const known = longest.get(entry.interactionId);
      if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
    }
    const worst = [...longest.values()].reduce(
      (/** @type {EventEntry | null} */ max, entry) =>
        max === null || entry.duration > max.duration ? entry : max,
      null,
    );
    const firstInput = seen.inputs[0]?.at ?? since;
    const lastInput = seen.inputs.at(-1)?.at ?? since;
    return {
      inp: worst?.duration ?? null,
      interactions: longest.size,
      inputs: seen.inputs.length,
      shownFromFirst: seen.shownAt - firstInput,
      shownFromLast: seen.shownAt - lastInput,
      worst,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/**
 * Loads `url` afresh in the tab and waits until the page has settled (its heading, then the network).
 * @param {Tab} tab
 * @param {string} pagePath
 */
async function open(tab, pagePath) {
  await tab.page.goto(`${tab.base}${pagePath}`, { timeout: 60_000 });
  await tab.page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await tab.page.waitForLoadState('networkidle', { timeout: 60_000 });
  await tab.page.waitForTimeout(500);
}

/** @param {import('playwright-core').Locator} locator */
const visible = (locator) => locator.waitFor({ state: 'visible', timeout: RESULT_TIMEOUT });

/** @param {import('playwright-core').Page} page */
const stepButtons = (page) => page.getByRole('toolbar');

/**
 * Each interaction: `run` does one measured run on a freshly loaded page and puts back what it
 * changed; it returns one sample per measured part (most have one).
 * @type {{ name: string; parts: string[]; run: (tab: Tab, index: number) => Promise<Sample[]> }[]}
 */
const INTERACTIONS = [
  {
    name: 'notes',
    parts: ['open the notes dialog'],
    async run(tab) {
      const { page } = tab;
      await open(tab, TEXT_STEP[edition].path);
      const dialog = page.getByRole('dialog', { name: 'Notes' });
      const sample = await measure(
        tab,
        'notes dialog',
        { css: '[role="dialog"]', text: 'Notes' },
        () =>
          page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Notes' }).click(),
        () => visible(dialog),
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: RESULT_TIMEOUT });
      return [sample];
    },
  },
  {
    name: 'favourite',
    parts: ['favourite a step'],
    async run(tab) {
      const { page } = tab;
      await open(tab, TEXT_STEP[edition].path);
      const button = stepButtons(page).getByRole('button', { name: 'Favourite', exact: true });
      await visible(button);
      if ((await button.getAttribute('aria-pressed')) === 'true')
        throw new Error('favourite: the step is a favourite already (a run before did not undo it)');
      const sample = await measure(
        tab,
        'favourite',
        { css: '[role="toolbar"] button[aria-pressed="true"]', text: 'Favourite' },
        () => button.click(),
        () =>
          stepButtons(page)
            .getByRole('button', { name: 'Favourite', exact: true, pressed: true })
            .waitFor({ timeout: RESULT_TIMEOUT }),
      );
      // Undone, and stored undone, before the next run.
      await button.click();
      await stepButtons(page)
        .getByRole('button', { name: 'Favourite', exact: true, pressed: false })
        .waitFor({ timeout: RESULT_TIMEOUT });
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      return [sample];
    },
  },
  {
    name: 'search',
    parts: [`type '${QUERY[edition]}' in the top-bar search`],
    async run(tab) {
      const { page } = tab;
      await open(tab, DASHBOARD[edition]);
      const box = page.getByRole('combobox', { name: 'Search' });
      await visible(box);
      // The pointer puts the caret in the box first (not measured), as a visitor's would.
      await box.click();
      const sample = await measure(
        tab,
        'search',
        // tRPC puts the input in the address: the whole word, quoted, is the settled query.
        { css: '[role="listbox"] [role="option"]', afterRequest: encodeURIComponent(`"${QUERY[edition]}"`) },
        () => page.keyboard.type(QUERY[edition], { delay: KEY_DELAY_MS }),
        () =>
          visible(
            page
              .getByRole('listbox', { name: /^Search results/ })
              .getByRole('option')
              .first(),
          ),
      );
      return [sample];
    },
  },
  {
    name: 'accessibility',
    parts: ['open the accessibility panel', `choose the '${PAIR.name}' colour pair`],
    async run(tab) {
      const { page } = tab;
      await open(tab, TEXT_STEP[edition].path);
      const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
      const opened = await measure(
        tab,
        'accessibility panel',
        { css: '[role="dialog"]', text: PAIR.name },
        () => page.getByRole('banner').getByRole('button', { name: 'Accessibility settings' }).click(),
        () => visible(panel),
      );
      const radio = panel.getByRole('radio', { name: PAIR.name });
      if (await radio.isChecked()) throw new Error(`accessibility: '${PAIR.name}' is chosen already`);
      const chosen = await measure(
        tab,
        'colour pair',
        { css: 'body', style: ['background-color', PAIR.background] },
        // The swatch's visible label is what a pointer user clicks (the radio itself is hidden).
        () => panel.locator('label').filter({ hasText: PAIR.name }).click(),
        () =>
          panel.getByRole('radio', { name: PAIR.name, checked: true }).waitFor({ timeout: RESULT_TIMEOUT }),
      );
      // The theme's colours back, stored, and the panel closed.
      await panel.getByRole('button', { name: 'Reset to default' }).click();
      await page.waitForFunction(
        (want) => getComputedStyle(document.body).backgroundColor !== want,
        PAIR.background,
        {
          timeout: RESULT_TIMEOUT,
        },
      );
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden', timeout: RESULT_TIMEOUT });
      return [opened, chosen];
    },
  },
  {
    name: 'complete',
    parts: ['mark a step complete'],
    async run(tab, index) {
      const { page } = tab;
      const step = completable[index];
      if (!step)
        throw new Error(
          `complete: run ${index + 1} needs a text step not yet complete, and the module has ${completable.length}`,
        );
      await open(tab, step);
      const button = page.getByRole('button', { name: 'MARK AS COMPLETE' });
      await visible(button);
      const sample = await measure(
        tab,
        'mark complete',
        { css: '[role="toolbar"] span[tabindex="-1"]', text: 'COMPLETED' },
        () => button.click(),
        () => visible(stepButtons(page).getByText('COMPLETED', { exact: true })),
      );
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      return [sample];
    },
  },
  {
    name: 'voices',
    parts: [
      "open read aloud's voice list (13 362 voices)",
      'choose a voice in it',
      `type '${VOICE_QUERY}' in the voice box`,
    ],
    async run(tab) {
      const { page } = tab;
      if (!voicesOffered) {
        await page.addInitScript(OFFER_VOICES, ESPEAK);
        voicesOffered = true;
      }
      await open(tab, TEXT_STEP[edition].path);
      await page.getByRole('button', { name: 'Read aloud', exact: true }).click();
      const box = page.getByRole('combobox', { name: 'Voice' });
      await visible(box);
      await page.getByText(/^13,362 voices in \d+ languages/).waitFor({ timeout: RESULT_TIMEOUT });
      // The voice box's button opens the whole list, at the voice chosen, as a pointer user does.
      const opened = await measure(
        tab,
        'voice list',
        { css: '[role="listbox"] [role="group"] [role="option"]' },
        () => page.getByRole('button', { name: 'Show all voices' }).click(),
        () => visible(page.getByRole('listbox', { name: 'Voice' })),
      );
      // The third option: the first group's second voice (its first is the engine's standard voice).
      const option = page.getByRole('listbox', { name: 'Voice' }).getByRole('option').nth(2);
      const name = (await option.getAttribute('aria-label')) ?? '';
      const chosen = await measure(
        tab,
        'choose a voice',
        { css: 'input[role="combobox"][aria-expanded="false"]' },
        () => option.click(),
        () =>
          page.getByRole('combobox', { name: 'Voice', expanded: false }).waitFor({ timeout: RESULT_TIMEOUT }),
      );
      if ((await box.inputValue()) !== name) throw new Error(`voices: '${name}' was not chosen`);
      // The whole name selected (unmeasured), so the letters typed replace it.
      await box.press('ControlOrMeta+a');
      const typed = await measure(
        tab,
        'voice box typing',
        { css: '[id$="-matches"]', text: '102 voices match' },
        () => page.keyboard.type(VOICE_QUERY, { delay: KEY_DELAY_MS }),
        () => visible(page.getByRole('listbox', { name: 'Voice' }).getByRole('group', { name: 'Welsh' })),
      );
      // The browser's own voice again, as every run starts with it.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith('studyflow:read-aloud:')) localStorage.removeItem(key);
        }
      });
      return [opened, chosen, typed];
    },
  },
];

/** Whether the voices' init script is installed in the bench's tab (once: it stays for every load). */
let voicesOffered = false;

/**
 * The text steps of the module, not yet complete, that 'complete' works through one per run.
 * @type {string[]}
 */
let completable = [];

/**
 * The module's steps from its contents menu, kept where the page offers 'MARK AS COMPLETE'.
 * @param {Tab} tab
 * @param {number} needed
 */
async function findCompletableSteps(tab, needed) {
  const { page } = tab;
  await open(tab, TEXT_STEP[edition].path);
  // The current chapter is open; the others are opened one at a time to read their steps.
  const contents = page.getByRole('navigation', { name: 'Module contents' });
  await contents.getByRole('link').first().waitFor({ timeout: 60_000 });
  const readLinks = () =>
    contents.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const all = new Set(await readLinks());
  const chapters = contents.locator('button[aria-expanded]');
  for (let index = 0, count = await chapters.count(); index < count; index += 1) {
    const chapter = chapters.nth(index);
    if ((await chapter.getAttribute('aria-expanded')) === 'true') continue;
    await chapter.click();
    await contents.locator('button[aria-expanded="true"]').nth(0).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(300);
    for (const href of await readLinks()) all.add(href);
  }
  const hrefs = [...all].filter((href) => href.includes('/steps/'));
  if (hrefs.length === 0) throw new Error('complete: the step page has no module contents with step links');
  const found = [];
  for (const href of hrefs) {
    if (found.length === needed) break;
    await page.goto(`${tab.base}${href}`, { timeout: 60_000 });
    await page.getByRole('toolbar').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    if ((await page.getByRole('button', { name: 'MARK AS COMPLETE' }).count()) > 0) found.push(href);
  }
  return found;
}

// ─── Run ────────────────────────────────────────────────────────────────────────────────────────

const chosen = args.only ? args.only.split(',') : INTERACTIONS.map((interaction) => interaction.name);
for (const name of chosen) {
  if (!INTERACTIONS.some((interaction) => interaction.name === name))
    throw new Error(
      `--only ${name}: one of ${INTERACTIONS.map((interaction) => interaction.name).join(', ')}`,
    );
}

const loadBefore = loadAverage();
const stack = await startStack({ edition, webDist, port: args.port });
// A Ctrl-C stops this run's servers too (the browser goes with this process's pipe).
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    void stack.stop().finally(() => process.exit(130));
  });
}
/** @type {{ name: string; part: string; samples: Sample[] }[]} */
const results = [];
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await quietAchievements(context);
    await signInDemoLearner(context, stack.base, edition);
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const tab = { page, cdp: await context.newCDPSession(page), base: stack.base };
    for (const interaction of INTERACTIONS.filter((item) => chosen.includes(item.name))) {
      process.stderr.write(`${interaction.name}: 1 unmeasured run, then ${runs}…\n`);
      if (interaction.name === 'complete') completable = await findCompletableSteps(tab, runs + 1);
      const parts = interaction.parts.map((part) => ({
        name: interaction.name,
        part,
        samples: /** @type {Sample[]} */ ([]),
      }));
      await interaction.run(tab, 0);
      for (let run = 1; run <= runs; run += 1) {
        const samples = await interaction.run(tab, run);
        samples.forEach((sample, i) => {
          parts[i]?.samples.push(sample);
        });
      }
      results.push(...parts);
    }
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
}

const summarised = results.map(({ name, part, samples }) => {
  // An interaction under the 16 ms threshold leaves no entry: counted as 16 ms, an upper bound.
  const inps = samples.map((sample) => sample.inp ?? 16);
  return {
    name,
    part,
    inpMedianMs: median(inps),
    inpMaxMs: Math.max(...inps),
    underThreshold: samples.filter((sample) => sample.inp === null).length,
    shownMedianMs: median(samples.map((sample) => sample.shownFromFirst)),
    shownAfterLastInputMedianMs: median(samples.map((sample) => sample.shownFromLast)),
    // The target holds for the typical run (the median); the worst is shown beside it.
    meetsTarget: median(inps) <= TARGET_MS,
    maxWithinTarget: Math.max(...inps) <= TARGET_MS,
    samples,
  };
});
const summary = {
  date: new Date().toISOString(),
  ...machine(),
  loadAverage: { before: loadBefore, after: loadAverage() },
  settings: { edition, runs, cpuThrottling: throttle, keyDelayMs: KEY_DELAY_MS, targetMs: TARGET_MS },
  dist: distInfo(webDist),
  results: summarised,
};

if (args.json) {
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
} else {
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
  const out = [
    `${summary.chromium}, Node ${summary.node}, ${summary.cpus}`,
    `load average before ${summary.loadAverage.before.join(' ')}, after ${summary.loadAverage.after.join(' ')}`,
    `${edition} edition, demo learner, ${throttle}× CPU, ${runs} runs each (after 1 unmeasured), a fresh page load per run`,
    `web build: ${summary.dist ? `${summary.dist.dir}, entry ${summary.dist.entry}, built ${summary.dist.builtAt}` : 'none'}`,
    '',
    `| interaction | INP median | INP max | target ≤ ${TARGET_MS} ms | result on screen, median | interactions per run |`,
    '|---|---|---|---|---|---|',
  ];
  for (const r of summarised) {
    const under = r.underThreshold > 0 ? ` (${r.underThreshold} under 16 ms)` : '';
    const shown = r.part.startsWith('type')
      ? `${ms(r.shownMedianMs)} from the first key, ${ms(r.shownAfterLastInputMedianMs)} from the last`
      : ms(r.shownMedianMs);
    out.push(
      `| ${r.part} | ${ms(r.inpMedianMs)}${under} | ${ms(r.inpMaxMs)} | ${r.meetsTarget ? (r.maxWithinTarget ? 'met' : 'met by the median, not the max') : '**missed**'} | ${shown} | ${median(r.samples.map((s) => s.interactions))} |`,
    );
  }
  out.push(
    '',
    'Longest event of the worst run, per interaction (input delay / processing / until the frame):',
  );
  for (const r of summarised) {
    const worst = r.samples
      .map((sample) => sample.worst)
      .filter((entry) => entry !== null)
      .sort((a, b) => b.duration - a.duration)[0];
    if (!worst) continue;
    out.push(
      `  ${r.part}: ${worst.name} ${ms(worst.duration)} = ${ms(worst.processingStart - worst.start)} / ${ms(worst.processingEnd - worst.processingStart)} / ${ms(worst.start + worst.duration - worst.processingEnd)}`,
    );
  }
  process.stdout.write(`${out.join('\n')}\n`);
}
