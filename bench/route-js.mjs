// JavaScript each signed-in route needs, in real Chromium: a demo learner signs in, then every
// route is opened in a fresh tab with the cache off and the scripts it fetched are summed (bytes
// over the wire, compressed as served). It also says which routes fetched the video player
// (vidstack), which should be only the routes that show a video.
//
// Usage: node bench/route-js.mjs [--edition study|pro] [--build] [--dist dir] [--port n] [--json]
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildWeb, CHROMIUM_ARGS, ROOT, startStack } from './lib/stack.mjs';

const { values: args } = parseArgs({
  options: {
    edition: { type: 'string', default: 'study' },
    build: { type: 'boolean', default: false },
    dist: { type: 'string' },
    port: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

if (args.edition !== 'study' && args.edition !== 'pro') {
  process.stderr.write(`--edition is study or pro, not ${args.edition}\n`);
  process.exit(1);
}
/** @type {'study' | 'pro'} */
const edition = args.edition;

/** The demo learners the seed creates (README, "Trying it"). */
const LEARNER = {
  study: 'alex@university.example',
  pro: 'priya@workplace.example',
};
const PASSWORD = 'StudyflowDemo1';

/**
 * Routes per edition, each with whether it shows a video when it opens.
 * @type {Record<'study' | 'pro', [name: string, path: string, showsVideo: boolean][]>}
 */
const ROUTES = {
  study: [
    ['dashboard', '/dashboard', false],
    ['learn dashboard', '/dashboard/learn', false],
    ['software dashboard', '/dashboard/software', false],
    [
      'text step',
      '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words/steps/what-the-question-wants',
      false,
    ],
    [
      'video step',
      '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words/steps/instruction-words-in-a-minute',
      true,
    ],
    ['favourites', '/favourites', false],
    ['print notes', '/dashboard/print_notes', false],
    ['profile', '/dashboard/settings/profile', false],
  ],
  pro: [
    ['dashboard', '/dashboard', false],
    ['software dashboard', '/dashboard/software', false],
    [
      'video step',
      '/flows/getting-started-with-assistive-technology/learning_modules/workplace-adjustments/chapters/talking-to-your-manager/steps/a-conversation-in-three-parts',
      true,
    ],
    ['favourites', '/favourites', false],
  ],
};

const webDist = args.dist ? path.resolve(args.dist) : path.join(ROOT, 'apps/web/dist');
if (!args.dist) buildWeb({ dist: webDist, force: args.build });

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 */
async function measure(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {Map<string, { path: string; bytes: number }>} */
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { path: new URL(response.url).pathname, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url, { timeout: 60_000 });
  await page.waitForSelector('h1', { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const finalPath = new URL(page.url()).pathname;
  await page.close();
  const list = [...scripts.values()];
  return {
    finalPath,
    jsBytes: list.reduce((sum, script) => sum + script.bytes, 0),
    scripts: list.length,
    // vidstack's own chunks, and ui's player module (`video-<hash>.js`; not `video-player-…`, our
    // small wrapper that loads it).
    player: list.some((script) => /\/(vidstack-[^/]+|video-[\w-]{8})\.js$/.test(script.path)),
  };
}

const stack = await startStack({ edition, webDist, port: args.port });
const results = [];
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.base}/auth/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(LEARNER[edition]);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
    await page.close();
    for (const [name, routePath, showsVideo] of ROUTES[edition]) {
      const result = await measure(context, `${stack.base}${routePath}`);
      results.push({ name, path: routePath, showsVideo, ...result });
    }
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
}

if (args.json) {
  process.stdout.write(`${JSON.stringify({ edition, load: os.loadavg(), results }, null, 2)}\n`);
} else {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const out = [
    `${edition} edition, demo learner signed in, fresh tab per route, cache off`,
    '',
    '| route | path opened | JS over the wire | scripts | video player fetched | as expected |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    out.push(
      `| ${r.name} | \`${r.finalPath}\` | ${kb(r.jsBytes)} | ${r.scripts} | ${r.player ? 'yes' : 'no'} | ${r.player === r.showsVideo ? 'yes' : 'NO'} |`,
    );
  }
  process.stdout.write(`${out.join('\n')}\n`);
  if (results.some((r) => r.player !== r.showsVideo)) process.exitCode = 1;
}
