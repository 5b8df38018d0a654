// Lighthouse's performance and accessibility scores of every page a guest can open, and of a signed-in
// learner's first views (the dashboard and a text step, with the learner's session cookie), in each edition:
// Lighthouse's default (mobile) profile, with its simulated slow 4G and 4× CPU, run by Debian's
// Chromium through chrome-launcher; the median of a few runs per page, and what stands in the way
// of the targets (perf ≥ 95, a11y 100) on the pages that miss them: the largest opportunities and
// diagnostics, and every failing accessibility audit with the elements it names.
//
// Before Lighthouse sees a page, each address is opened once in the same Chromium (through
// Playwright) and must show its own page: a level-1 heading, the expected address (a page that
// redirected elsewhere or fell through to 'Page not found' fails the bench instead of being scored).
// For the signed-in pages the edition's demo learner signs in there through the sign-in form, and
// Lighthouse sends that session's cookie with every request of the page (its storage reset, which
// empties the cache between runs, leaves the learner signed out otherwise).
//
// Usage: node bench/lighthouse.mjs [--edition study|pro|both] [--runs 3] [--warm 1] [--pages /,/auth,…]
//        [--build] [--dist dir] [--port n] [--reports dir] [--json] [--write] [--readme file]
// --reports keeps the median run's full Lighthouse report (JSON) of every page; --write adds a dated
// entry with the table to the Results of bench/README.md (--readme: another file).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DASHBOARD, signInDemoLearner, TEXT_STEP } from './lib/learner.mjs';
import { distInfo, loadAverage, machine, median } from './lib/report.mjs';
import { buildWeb, ROOT, startStack } from './lib/stack.mjs';

const { values: args } = parseArgs({
  options: {
    edition: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '3' },
    warm: { type: 'string', default: '1' },
    pages: { type: 'string' },
    build: { type: 'boolean', default: false },
    dist: { type: 'string' },
    port: { type: 'string' },
    reports: { type: 'string' },
    json: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    readme: { type: 'string', default: path.join(ROOT, 'bench/README.md') },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${args.runs}: a whole number ≥ 1`);
const warm = Number(args.warm);
if (!Number.isInteger(warm) || warm < 0) throw new Error(`--warm ${args.warm}: a whole number ≥ 0`);
/** @type {Record<string, ('study' | 'pro')[]>} */
const EDITIONS = { study: ['study'], pro: ['pro'], both: ['study', 'pro'] };
const editions = EDITIONS[args.edition];
if (!editions) throw new Error(`--edition is study, pro or both, not ${args.edition}`);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET = { performance: 95, accessibility: 100 };
const NOT_FOUND_HEADING = 'Page not found';

/**
 * Every page a signed-out visitor can open (config/paths.ts: 'public' and 'guest' rows; no sign-up
 * or cookie page exists, sign-up is the licence and institution pages), then a signed-in learner's
 * first views. An unknown address is answered with the not-found page in place (issue 34); builds
 * before that sent the browser on to /not-found, which `notFound` also accepts, so a baseline of
 * such a build can be measured beside a newer one.
 * @typedef {{ name: string; path: string; notFound?: boolean; signedIn?: boolean }} Page
 * @type {Page[]}
 */
const GUEST_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'sign-in or sign-up choice', path: '/auth' },
  { name: 'sign in', path: '/auth/sign-in' },
  { name: 'DSA licence sign-up', path: '/auth/dsa-licence' },
  { name: 'institution licence sign-up', path: '/auth/inst-licence' },
  { name: 'site licence sign-up', path: '/auth/site-licence' },
  { name: 'forgot password', path: '/auth/reset-password' },
  { name: 'reset password (link from the mail)', path: '/auth/reset_password/bench-token' },
  { name: 'assessor', path: '/assessor' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'terms', path: '/terms' },
  { name: 'accessibility statement', path: '/accessibility-statement' },
  // At its own address: an unknown one gets the same page with the status 404, and Lighthouse
  // scores no page answered with an error status (ERRORED_DOCUMENT_REQUEST).
  { name: '404 page (/not-found)', path: '/not-found', notFound: true },
  { name: 'error', path: '/error' },
  { name: 'something went wrong', path: '/something-went-wrong' },
];

/**
 * The guest pages and the edition's signed-in first views: its dashboard tab and a text step.
 * @param {'study' | 'pro'} edition
 * @returns {Page[]}
 */
const pagesOf = (edition) => [
  ...GUEST_PAGES,
  { name: 'dashboard', path: DASHBOARD[edition], signedIn: true },
  { name: 'text step', path: TEXT_STEP[edition].path, signedIn: true },
];

/**
 * `--pages` picks by path or name (`--pages /,/auth,dashboard,text step`).
 * @param {'study' | 'pro'} edition
 */
function pagesFor(edition) {
  const all = pagesOf(edition);
  if (!args.pages) return all;
  return args.pages.split(',').map((wanted) => {
    const page = all.find((item) => item.path === wanted || item.name === wanted);
    if (!page)
      throw new Error(
        `--pages ${wanted}: not one of ${all.map((item) => item.path).join(', ')}, dashboard, text step`,
      );
    return page;
  });
}

const webDist = args.dist ? path.resolve(args.dist) : path.join(ROOT, 'apps/web/dist');
if (!args.dist) buildWeb({ dist: webDist, force: args.build });

// ─── Checking the pages are there ───────────────────────────────────────────────────────────────

/**
 * Whether a load of `page` ended where it should: its own address (or /not-found for an unknown one).
 * @param {Page} page
 * @param {string} pathname
 */
const landedOn = (page, pathname) =>
  pathname === page.path || (page.notFound === true && pathname === '/not-found');

/**
 * Opens every page once, signed out or, for the signed-in pages, as the edition's demo learner, and
 * fails when one is not the page it should be. Returns the learner's cookies as a Cookie header (or
 * null when no signed-in page is measured).
 * @param {number} port the debugging port of the Chromium that chrome-launcher started
 * @param {string} base
 * @param {'study' | 'pro'} edition
 * @param {Page[]} pages
 * @returns {Promise<string | null>}
 */
async function checkPages(port, base, edition, pages) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const guest = await browser.newContext();
    const learner = pages.some((page) => page.signedIn) ? await browser.newContext() : null;
    if (learner) await signInDemoLearner(learner, base, edition);
    for (const page of pages) {
      const context = page.signedIn && learner ? learner : guest;
      const tab = await context.newPage();
      await tab.goto(`${base}${page.path}`, { timeout: 60_000 });
      const heading = tab.getByRole('heading', { level: 1 }).first();
      await heading.waitFor({ timeout: 60_000 }).catch(() => {
        throw new Error(`${page.path}: no level-1 heading within 60 s, so no page to measure`);
      });
      await tab
        .waitForURL((url) => landedOn(page, url.pathname), { timeout: 10_000 })
        .catch(() => {
          throw new Error(`${page.path}: ended at ${new URL(tab.url()).pathname}`);
        });
      const text = (await heading.textContent())?.trim() ?? '';
      if ((text === NOT_FOUND_HEADING) !== (page.notFound === true))
        throw new Error(`${page.path}: the page says '${text}'`);
      await tab.close();
    }
    const cookies = learner ? await learner.cookies(base) : [];
    await guest.close();
    await learner?.close();
    return learner ? cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') : null;
  } finally {
    // Only Playwright's connection: the browser is chrome-launcher's, and goes on for Lighthouse.
    await browser.close();
  }
}

// ─── Lighthouse ─────────────────────────────────────────────────────────────────────────────────

/** @typedef {import('lighthouse').Result} Lhr */
/** @typedef {import('lighthouse').Result['audits'][string]} Audit */

/**
 * The numbers of one run, and the report they came from.
 * @param {Lhr} lhr
 */
function numbersOf(lhr) {
  const score = (/** @type {string} */ id) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`${lhr.requestedUrl}: no ${id} score`);
    return Math.round(value * 100);
  };
  const metric = (/** @type {string} */ id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`${lhr.requestedUrl}: no ${id} value`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    lhr,
  };
}

/**
 * What the report says stands in the way: the performance audits that fail with the most to save
 * (opportunities by estimated time, then diagnostics), and each failing accessibility audit with
 * the selectors of its elements.
 * @param {Lhr} lhr
 */
function obstaclesOf(lhr) {
  const refsOf = (/** @type {string} */ category) => lhr.categories[category]?.auditRefs ?? [];
  const performance = refsOf('performance')
    .filter((ref) => !ref.group?.startsWith('metrics'))
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      const failing =
        audit !== undefined &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable';
      return audit !== undefined && failing ? [audit] : [];
    })
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      const details = /** @type {{ overallSavingsMs?: number; overallSavingsBytes?: number } | undefined} */ (
        audit.details
      );
      return {
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue ?? '',
        savingsMs:
          details?.overallSavingsMs ?? Math.max(savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0),
        savingsBytes: details?.overallSavingsBytes ?? 0,
        metricSavings: savings,
      };
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
  const accessibility = refsOf('accessibility')
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit !== undefined && audit.score !== null && audit.score < 1 ? [audit] : [];
    })
    .map((audit) => {
      const items =
        /** @type {{ items?: { node?: { selector?: string; snippet?: string } }[] } | undefined} */ (
          audit.details
        )?.items;
      return {
        id: audit.id,
        title: audit.title,
        nodes: (items ?? []).flatMap((item) =>
          item.node ? [{ selector: item.node.selector ?? '', snippet: item.node.snippet ?? '' }] : [],
        ),
      };
    });
  return { performance, accessibility };
}

/** Lighthouse's own advice for these is to run again: a trace lost on a busy machine. */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

/**
 * One Lighthouse run, run again (at most twice) when the trace was lost; any other failure, or a
 * third lost trace, fails the bench. `cookie` is sent with every request of the page (signed in).
 * @param {number} port
 * @param {string} url
 * @param {string | null} cookie
 */
async function runLighthouse(port, url, cookie) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    const { lhr } = result;
    const error = lhr.runtimeError;
    if (!error) return { lhr, landed: new URL(lhr.finalDisplayedUrl).pathname };
    if (!RETRYABLE.has(error.code) || attempt === 3)
      throw new Error(`${url}: Lighthouse failed: ${error.code} ${error.message}`);
    process.stderr.write(`${url}: ${error.code}, running it again\n`);
  }
}

// ─── Run ────────────────────────────────────────────────────────────────────────────────────────

/** What a Ctrl-C must not leave behind: this run's browser and servers. */
/** @type {(() => Promise<void>)[]} */
const cleanups = [];
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    process.stderr.write(`${signal}: stopping the browser and the servers\n`);
    void Promise.allSettled(cleanups.map((cleanup) => cleanup())).finally(() => process.exit(130));
  });
}

const loadBefore = loadAverage();
/** @type {{ edition: string; name: string; path: string; runs: ReturnType<typeof numbersOf>[] }[]} */
const measured = [];
for (const edition of editions) {
  const stack = await startStack({ edition, webDist, port: args.port });
  cleanups.push(stack.stop);
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    cleanups.push(async () => chrome.kill());
    try {
      const pages = pagesFor(edition);
      const cookie = await checkPages(chrome.port, stack.base, edition, pages);
      for (const page of pages) {
        const pageCookie = page.signedIn ? cookie : null;
        process.stderr.write(`${edition} ${page.path}: ${runs} Lighthouse runs…\n`);
        const url = `${stack.base}${page.path}`;
        // Unmeasured runs first (--warm): the server's first answers of this page (file reads, JIT).
        for (let run = 0; run < warm; run += 1) await runLighthouse(chrome.port, url, pageCookie);
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          const { lhr, landed } = await runLighthouse(chrome.port, url, pageCookie);
          if (!landedOn(page, landed)) throw new Error(`${page.path}: Lighthouse ended at ${landed}`);
          results.push(numbersOf(lhr));
        }
        measured.push({ edition, name: page.name, path: page.path, runs: results });
      }
    } finally {
      chrome.kill();
    }
  } finally {
    await stack.stop();
  }
}

const rows = measured.map(({ edition, name, path: pagePath, runs: results }) => {
  const of = (/** @type {'performance' | 'accessibility' | 'lcp' | 'tbt' | 'cls' | 'fcp'} */ key) =>
    median(results.map((result) => result[key]));
  // The run whose performance score is the median one stands for the page in the details.
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!middle) throw new Error(`${pagePath}: no run`);
  const row = {
    edition,
    name,
    path: pagePath,
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcp'),
    tbtMs: of('tbt'),
    cls: of('cls'),
    fcpMs: of('fcp'),
    performanceScores: results.map((result) => result.performance),
    lighthouseVersion: middle.lhr.lighthouseVersion,
    obstacles: obstaclesOf(middle.lhr),
  };
  if (args.reports) {
    mkdirSync(args.reports, { recursive: true });
    const file = `${edition}${pagePath.replaceAll(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.json`;
    writeFileSync(path.join(args.reports, file), JSON.stringify(middle.lhr));
  }
  return {
    ...row,
    meetsPerformance: row.performance >= TARGET.performance,
    meetsAccessibility: row.accessibility >= TARGET.accessibility,
  };
});

const summary = {
  date: new Date().toISOString(),
  ...machine(),
  lighthouse: rows[0]?.lighthouseVersion ?? null,
  loadAverage: { before: loadBefore, after: loadAverage() },
  settings: {
    editions,
    runs,
    warm,
    profile: 'Lighthouse default: mobile, simulated throttling',
    target: TARGET,
  },
  dist: distInfo(webDist),
  results: rows,
};

const ms = (/** @type {number} */ value) => `${Math.round(value).toLocaleString('en-GB')} ms`;
/** The results as a markdown table, targets beside the scores. */
function table() {
  const out = [
    `| edition | page | perf (≥ ${TARGET.performance}) | a11y (${TARGET.accessibility}) | LCP | TBT | CLS | FCP |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const perf = r.meetsPerformance ? `${r.performance}` : `**${r.performance}**`;
    const a11y = r.meetsAccessibility ? `${r.accessibility}` : `**${r.accessibility}**`;
    out.push(
      `| ${r.edition} | \`${r.path}\` | ${perf} | ${a11y} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${ms(r.fcpMs)} |`,
    );
  }
  return out;
}

/** The pages below a target, and what their report says stands in the way. */
function obstacles() {
  const out = [];
  for (const r of rows.filter((row) => !row.meetsPerformance || !row.meetsAccessibility)) {
    out.push(`- ${r.edition} \`${r.path}\` (perf ${r.performance}, a11y ${r.accessibility}):`);
    if (!r.meetsPerformance) {
      for (const audit of r.obstacles.performance.slice(0, 4)) {
        const saves = audit.savingsMs > 0 ? `, ~${ms(audit.savingsMs)} to save` : '';
        out.push(`  - perf: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${saves}`);
      }
    }
    for (const audit of r.obstacles.accessibility) {
      const nodes = audit.nodes.map((node) => `\`${node.selector}\``).join(', ');
      out.push(`  - a11y: ${audit.title} [${audit.id}]${nodes ? `: ${nodes}` : ''}`);
    }
  }
  return out;
}

const heading = [
  `${summary.chromium}, Lighthouse ${summary.lighthouse}, Node ${summary.node}, ${summary.cpus}`,
  `load average before ${summary.loadAverage.before.join(' ')}, after ${summary.loadAverage.after.join(' ')}`,
  `mobile default profile (simulated throttling), median of ${runs} runs per page (after ${warm} unmeasured)`,
  `web build: ${summary.dist ? `${summary.dist.dir}, entry ${summary.dist.entry}, built ${summary.dist.builtAt}` : 'none'}`,
];

if (args.json) {
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
} else {
  const misses = obstacles();
  process.stdout.write(
    `${[...heading, '', ...table(), ...(misses.length > 0 ? ['', 'What stands in the way:', ...misses] : [])].join('\n')}\n`,
  );
}

if (args.write) {
  const readme = readFileSync(args.readme, 'utf8');
  // After the Results heading and its introductory paragraph: the newest entry comes first.
  const intro = readme.match(/^## Results\n\n(?:.+\n)+\n/m);
  if (!intro || intro.index === undefined)
    throw new Error(`${args.readme}: no '## Results' section to add to`);
  const at = intro.index + intro[0].length;
  const entry = [
    `### ${summary.date.slice(0, 10)} — Lighthouse, guest and signed-in pages (${editions.join(' and ')})`,
    '',
    `\`node bench/lighthouse.mjs --edition ${args.edition} --runs ${runs}\`, Lighthouse ${summary.lighthouse}, ${summary.chromium}; ` +
      `web build entry ${summary.dist?.entry ?? '?'}; 2 cores, load ${summary.loadAverage.before[0]} → ${summary.loadAverage.after[0]}:`,
    '',
    ...table(),
    '',
  ];
  writeFileSync(args.readme, `${readme.slice(0, at)}${entry.join('\n')}\n${readme.slice(at)}`);
  process.stderr.write(`added the table to ${args.readme}\n`);
}
