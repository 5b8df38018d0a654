// What a first visit costs in real Chromium: JavaScript bytes over the wire (CDP encodedDataLength
// of every script as served, compressed or not, response headers included; the bodies alone beside
// it) with the Content-Encoding used, and the median Largest Contentful Paint of fresh-cache loads
// under 4× CPU throttling, the layout shifts of the load (CLS) and its longest main-thread task
// (the browser's 'longtask' entries, from the navigation until the network has settled). Pages:
// every guest page, signed out (GUEST_PAGES below; `--pages` for some), with each LCP also as a
// ratio to the landing's; below the table, the scripts every one of them loaded.
//
// Each load opens a new tab of one browser window that is already open (cache disabled, the
// origin's cookies and storage cleared after every load), as a visitor would. `--window new` opens
// a new window (browser context) per load instead: in headless Chromium 156 every new window also
// loads the omnibox popup's WebUI (a few hundred chrome:// modules) beside the page, which on a
// 2-core machine competes with it for the CPU and adds 0.3–0.6 s to the page's LCP.
//
// Usage: `node bench/landing-js.mjs [--url http://localhost:3000] [--runs 5] [--throttle 4]
//        [--window tab|new] [--edition study] [--build] [--dist /tmp/my-dist] [--port 4150]
//        [--servers dir] [--json]`.
// Without --url
// it builds the web app if apps/web/dist is missing (always with --build, so the numbers match the
// checkout), starts legacy-api (throwaway database) and the BFF, and stops them at the end. --dist
// serves another build (made with `vite build --outDir`); --port puts the BFF on that port and
// legacy-api on the next one instead of free ports, for a machine where ports are shared out;
// --servers runs legacy-api and the BFF of another checkout (a clean copy of a commit), so a
// before/after of the web is not mixed up with gateway changes in the working tree.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import {
  FIRST_VISIT,
  longestTask,
  OBSERVE_LOAD,
  readLoadMetrics,
  waitForElement,
} from './lib/page-metrics.mjs';
import { freePort } from './lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    throttle: { type: 'string', default: '4' },
    window: { type: 'string', default: 'tab' },
    edition: { type: 'string', default: 'study' },
    build: { type: 'boolean', default: false },
    dist: { type: 'string' },
    port: { type: 'string' },
    servers: { type: 'string' },
    json: { type: 'boolean', default: false },
    pages: { type: 'string' },
  },
});
const runs = Number(args.runs);
const throttle = Number(args.throttle);
if (!['tab', 'new'].includes(args.window)) throw new Error(`--window ${args.window}: tab or new`);
/**
 * Every page a visitor may open first, signed out (issue 22's guest pages; each is prerendered by
 * the build): `--pages /,/auth/sign-in` measures a few. The landing comes first: the others' LCP is
 * also given as a ratio to its, from the same run.
 */
const GUEST_PAGES = [
  '/',
  '/auth',
  '/auth/sign-in',
  '/auth/dsa-licence',
  '/auth/inst-licence',
  '/auth/site-licence',
  '/auth/reset-password',
  '/assessor',
  '/privacy-policy',
  '/terms',
  '/accessibility-statement',
  '/not-found',
  '/something-went-wrong',
  '/error',
];
const PAGES = args.pages ? args.pages.split(',').map((page) => page.trim()) : GUEST_PAGES;
const TARGET_CLS = 0.02;
const TARGET_LCP_MS = 1000;
const TARGET_JS_BYTES = 120 * 1024;
/** The scripts every page loads (issue 34: the first script), and the longest task of a load at 4× CPU. */
const TARGET_COMMON_JS_BYTES = 100 * 1024;
const TARGET_LONG_TASK_MS = 150;
// PUB-4: the video player (vidstack and our wrapper) must wait for the demo to open.
const PLAYER_SCRIPT = /vidstack|video-player|demo-video|\/video-[^/]*\.js$/;
const webDist = args.dist ? path.resolve(args.dist) : path.join(root, 'apps/web/dist');
if (args.dist && (args.build || !existsSync(path.join(webDist, 'index.html'))))
  throw new Error(`--dist ${webDist} has no index.html; build it with vite build --outDir (no --build here)`);

// ─── Servers (only without --url) ───────────────────────────────────────────────────────────────

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/**
 * @param {string} app the folder under apps/
 * @param {NodeJS.ProcessEnv} env
 */
function start(app, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(args.servers ? path.resolve(args.servers) : root, 'apps', app),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

/** @param {string} url */
async function ready(url) {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never became ready`);
}

function buildWebIfMissing() {
  if (args.dist || (!args.build && existsSync(path.join(webDist, 'index.html')))) return;
  process.stderr.write('Building the web app (pnpm --filter @studyflow/web build)…\n');
  const local = path.join(root, '.tools/node_modules/.bin/pnpm');
  const pnpm = existsSync(local) ? local : 'pnpm';
  const built = spawnSync(pnpm, ['--filter', '@studyflow/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('web build failed');
}

async function startStack() {
  buildWebIfMissing();
  const [bffPort, legacyPort] = args.port
    ? [Number(args.port), Number(args.port) + 1]
    : [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studyflow-landing-'));
  const base = `http://localhost:${bffPort}`;
  const legacy = `http://127.0.0.1:${legacyPort}`;
  start('legacy-api', {
    PORT: String(legacyPort),
    DATA_DIR: dataDir,
    EDITION: args.edition,
    APP_URL: base,
    NODE_ENV: 'test',
  });
  await ready(`${legacy}/api/health`);
  // Production settings: what a real visitor is served (caching and compression included).
  start('bff', {
    PORT: String(bffPort),
    EDITION: args.edition,
    UPSTREAM_URL: `${legacy}/api`,
    PUBLIC_ORIGIN: base,
    NODE_ENV: 'production',
    // Production refuses to start without one (docs/operations.md); a bench encrypts nothing real.
    NOTE_QUEUE_SECRET: 'bench-only-note-queue-secret-never-deployed',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST: webDist,
  });
  await ready(`${base}/healthz`);
  return { base, dataDir };
}

/** Which build was measured: the entry script's hashed name and when index.html was written. */
function distInfo() {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return null;
  const entry = readFileSync(index, 'utf8').match(/<script[^>]+src="\/assets\/([^"]+)"/)?.[1] ?? null;
  return { entry, builtAt: statSync(index).mtime.toISOString() };
}

/** @param {string | null | undefined} dataDir */
async function stopStack(dataDir) {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

// ─── Measuring one load ─────────────────────────────────────────────────────────────────────────

/**
 * `br ×13, none ×1`
 * @param {readonly string[]} values
 */
const countBy = (values) =>
  [...new Set(values)]
    .sort()
    .map((value) => `${value} ×${values.filter((item) => item === value).length}`)
    .join(', ');

/**
 * One navigation with an empty cache, CPU throttled, every response recorded: in a new tab of the
 * open window (`openWindow`, its browser context), or in a new window of its own when it is null.
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').BrowserContext | null} openWindow
 * @param {string} url
 */
async function load(browser, openWindow, url) {
  const context = openWindow ?? (await browser.newContext(FIRST_VISIT));
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LOAD);
  const cdp = await context.newCDPSession(page);
  /**
   * @type {Map<string, { url: string; status: number; isScript: boolean; encoding: string; headerBytes: number; bytes: number }>}
   */
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    // So far only the status line and headers have arrived: what loadingFinished adds is the body.
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const isScript = type === 'Script' || /javascript/.test(headers['content-type'] ?? '');
    responses.set(requestId, {
      url: response.url,
      status: response.status,
      isScript,
      encoding: headers['content-encoding'] ?? 'none',
      headerBytes: response.encodedDataLength,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) response.bytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.goto(url, { timeout: 60_000 });
  // The page's own chunk is imported only after the session check answers: wait for its heading,
  // then for the network to settle, then give late paints a moment (LCP stops at the first input).
  await waitForElement(cdp, 'h1');
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForTimeout(500);
  const metrics = await readLoadMetrics(page);
  if (openWindow) {
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    await context.clearCookies();
    await page.close();
  } else {
    await context.close();
  }
  const scripts = [...responses.values()].filter((response) => response.isScript);
  return {
    lcp: metrics.lcp,
    cls: metrics.cls,
    longestTask: longestTask(metrics),
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    jsBodyBytes: scripts.reduce((sum, script) => sum + script.bytes - script.headerBytes, 0),
    jsCount: scripts.length,
    allBytes: [...responses.values()].reduce((sum, response) => sum + response.bytes, 0),
    encodings: countBy(scripts.map((script) => script.encoding)),
    scripts,
  };
}

// ─── Run ────────────────────────────────────────────────────────────────────────────────────────

/** @param {readonly number[]} values at least one */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
};

const loadBefore = os.loadavg();
/** @type {{ base: string; dataDir: string | null } | null} */
let stack = null;
const results = [];
try {
  stack = args.url ? { base: args.url.replace(/\/+$/, ''), dataDir: null } : await startStack();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    /** @type {import('playwright-core').BrowserContext | null} */
    let openWindow = null;
    if (args.window === 'tab') {
      // The window opens with a blank tab kept open, and settles before anything is measured.
      openWindow = await browser.newContext(FIRST_VISIT);
      await (await openWindow.newPage()).goto('about:blank');
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    for (const pagePath of PAGES) {
      // One unmeasured load first: the server's first answers (file stats, JIT) are not the visitor's.
      await load(browser, openWindow, `${stack.base}${pagePath}`);
      const loads = [];
      for (let run = 0; run < runs; run += 1)
        loads.push(await load(browser, openWindow, `${stack.base}${pagePath}`));
      const lcps = loads.map((item) => item.lcp?.ms).filter((ms) => typeof ms === 'number');
      const [first] = loads;
      if (!first) throw new Error(`--runs ${args.runs}: at least one load per page`);
      results.push({
        page: pagePath,
        jsBytes: first.jsBytes,
        jsBodyBytes: first.jsBodyBytes,
        jsBytesSteady: loads.every((item) => item.jsBytes === first.jsBytes),
        jsCount: first.jsCount,
        allBytes: first.allBytes,
        encodings: first.encodings,
        lcpMedianMs: lcps.length > 0 ? median(lcps) : null,
        lcpMs: lcps,
        lcpElement: loads.at(-1)?.lcp?.element ?? null,
        clsMax: Math.max(...loads.map((item) => item.cls)),
        longestTaskMedianMs: median(loads.map((item) => item.longestTask)),
        longestTaskMaxMs: Math.max(...loads.map((item) => item.longestTask)),
        playerScripts: first.scripts.filter((script) => PLAYER_SCRIPT.test(new URL(script.url).pathname))
          .length,
        scripts: first.scripts.map(({ url, bytes, headerBytes, encoding, status }) => ({
          path: new URL(url).pathname,
          bytes,
          bodyBytes: bytes - headerBytes,
          encoding,
          status,
        })),
      });
    }
  } finally {
    await browser.close();
  }
} finally {
  await stopStack(stack?.dataDir);
}

const summary = {
  date: new Date().toISOString(),
  node: process.version,
  chromium: spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout.trim(),
  cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
  loadAverage: { before: loadBefore.map((n) => n.toFixed(2)), after: os.loadavg().map((n) => n.toFixed(2)) },
  settings: {
    runs,
    cpuThrottling: throttle,
    window: args.window === 'tab' ? 'a new tab per load in one open window' : 'a new window per load',
    url: args.url ?? 'own stack',
    servers: args.servers ?? 'this checkout',
    edition: args.edition,
  },
  dist: args.url ? null : distInfo(),
  results,
};

if (args.json) {
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
} else {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const out = [
    `${summary.chromium}, Node ${summary.node}, ${summary.cpus}`,
    `load average before ${summary.loadAverage.before.join(' ')}, after ${summary.loadAverage.after.join(' ')}`,
    `each load: ${summary.settings.window}`,
    summary.dist
      ? `web build: entry ${summary.dist.entry}, built ${summary.dist.builtAt}`
      : `served by ${args.url}`,
    '',
    `| page | JS over the wire | of it, bodies | scripts | Content-Encoding | all bytes | LCP median (${throttle}× CPU, ${runs} loads) | LCP range | × landing's | CLS (max) | longest task median (max) | JS ≤ 120 KB, LCP ≤ 1 s and ≤ 1.5 ×, CLS ≤ 0.02, longest task ≤ ${TARGET_LONG_TASK_MS} ms | player scripts |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const landing = results.find((r) => r.page === '/')?.lcpMedianMs ?? null;
  for (const r of results) {
    const range =
      r.lcpMs.length > 0 ? `${Math.min(...r.lcpMs).toFixed(0)}–${Math.max(...r.lcpMs).toFixed(0)} ms` : '–';
    const lcp = r.lcpMedianMs === null ? 'none' : `${r.lcpMedianMs.toFixed(0)} ms (${r.lcpElement})`;
    const ratio = landing && r.lcpMedianMs !== null ? r.lcpMedianMs / landing : null;
    const met = [
      r.jsBytes <= TARGET_JS_BYTES,
      r.lcpMedianMs !== null && r.lcpMedianMs <= TARGET_LCP_MS,
      ratio === null || ratio <= 1.5,
      r.clsMax <= TARGET_CLS,
      r.longestTaskMedianMs <= TARGET_LONG_TASK_MS,
    ];
    out.push(
      `| \`${r.page}\` | ${kb(r.jsBytes)}${r.jsBytesSteady ? '' : ' (varied)'} | ${kb(r.jsBodyBytes)} | ${r.jsCount} | ${r.encodings} | ${kb(r.allBytes)} | ${lcp} | ${range} | ${ratio === null ? '–' : ratio.toFixed(2)} | ${r.clsMax.toFixed(3)} | ${r.longestTaskMedianMs.toFixed(0)} (${r.longestTaskMaxMs.toFixed(0)}) ms | ${met.map((ok) => (ok ? 'yes' : 'no')).join(' / ')} | ${r.playerScripts} |`,
    );
  }
  // The scripts every measured page loaded (the app's first script and what it cannot start without).
  /** @type {{ path: string; bytes: number }[][]} */
  const scriptLists = results.map((r) => r.scripts);
  const common = (scriptLists[0] ?? []).filter((script) =>
    scriptLists.every((list) => list.some((other) => other.path === script.path)),
  );
  const commonBytes = common.reduce((sum, script) => sum + script.bytes, 0);
  out.push(
    '',
    `Scripts every page above loaded: ${kb(commonBytes)} over the wire (≤ ${kb(TARGET_COMMON_JS_BYTES)}: ${commonBytes <= TARGET_COMMON_JS_BYTES ? 'yes' : 'no'}): ${common.map((script) => `${script.path.replace('/assets/', '')} ${kb(script.bytes)}`).join(', ')}`,
  );
  for (const r of results) {
    out.push('', `Largest scripts of \`${r.page}\`:`);
    const sorted = [...r.scripts].sort((a, b) => b.bytes - a.bytes);
    const shown = [...sorted.slice(0, 6), ...sorted.slice(6).filter((script) => script.encoding === 'none')];
    for (const script of shown) {
      out.push(
        `  ${kb(script.bytes).padStart(9)} wire ${kb(script.bodyBytes).padStart(9)} body  ${script.encoding.padEnd(5)} ${script.path}`,
      );
    }
  }
  process.stdout.write(`${out.join('\n')}\n`);
}
