// `npm test`: everything CI runs — install (what the suite runs against from Debian when missing),
// lint, typecheck, unit + integration tests, the production build and its smoke test, the reference
// deployment's smoke test, end-to-end tests in both editions.
import {
  ensureDebian,
  ensureNginx,
  ensurePnpm,
  ensureRedis,
  installDependencies,
  run,
  step,
} from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const started = Date.now();

// Debian packages the suite runs against: Chromium; Redis (the BFF's scale-out test); a real speech
// engine for Chromium (read aloud's journey on speech-dispatcher and espeak-ng, into PulseAudio); nginx
// (the reference deployment's smoke test).
const ensureChromium = () => ensureDebian('Chromium', [CHROMIUM], ['chromium']);
const ensureSpeechEngine = () =>
  ensureDebian(
    'a speech engine (speech-dispatcher, espeak-ng, PulseAudio)',
    ['/usr/bin/speech-dispatcher', '/usr/bin/espeak-ng', '/usr/bin/pulseaudio', '/usr/bin/pactl'],
    [
      'speech-dispatcher',
      'espeak-ng',
      'speech-dispatcher-espeak-ng',
      'speech-dispatcher-audio-plugins',
      'pulseaudio',
      'pulseaudio-utils',
    ],
  );

/**
 * Every stage's wall time, printed as a table at the end (docs/testing.md keeps a full run's).
 * @type {[title: string, seconds: number][]}
 */
const timings = [];
/**
 * @param {string} title
 * @param {() => void} work
 */
function timed(title, work) {
  const begun = Date.now();
  work();
  timings.push([title, (Date.now() - begun) / 1000]);
}

/** Seconds each stage may take (the install's covers a fresh machine's Chromium and Redis). */
const INSTALL = 'Install (pnpm, dependencies, Chromium, Redis, speech engine, nginx)';
const TOTAL_BUDGET = 1200;
/** @type {Map<string, number>} */
const budgets = new Map([[INSTALL, 45]]);

function printTimings() {
  const width = Math.max(...timings.map(([title]) => title.length), 'Total'.length);
  const total = (Date.now() - started) / 1000;
  /** @type {string[]} */
  const over = [];
  /**
   * @param {string} title
   * @param {number} seconds
   * @param {number | undefined} budget
   */
  const row = (title, seconds, budget) => {
    const late = budget !== undefined && seconds > budget;
    if (late) over.push(`${title} (${seconds.toFixed(0)} s of ${budget} s)`);
    const budgetText =
      budget === undefined ? '' : `${String(budget).padStart(6)} s${late ? '  OVER BUDGET' : ''}`;
    process.stdout.write(`  ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${budgetText}\n`);
  };
  process.stdout.write(`\nStage times (time, budget):\n`);
  for (const [title, seconds] of timings) row(title, seconds, budgets.get(title.replace(/ \(failed\)$/, '')));
  row('Total', total, TOTAL_BUDGET);
  if (over.length > 0) process.stdout.write(`Over budget: ${over.join('; ')}.\n`);
  else process.stdout.write('Every stage within its budget.\n');
}

let pnpm = 'pnpm';
timed(INSTALL, () => {
  pnpm = ensurePnpm();
  installDependencies(pnpm);
  ensureChromium();
  ensureRedis();
  ensureSpeechEngine();
  ensureNginx();
});

/**
 * Each stage with its budget in seconds on the 2-core development machine: the whole run is held to
 * 20 minutes, and the table at the end names any stage over its budget, so growth is seen where it
 * happens (docs/testing.md keeps the same budgets and what each stage's time was).
 * @type {[title: string, pnpmArgs: string[], budgetSeconds: number][]}
 */
const stages = [
  ['Lint and format (Biome)', ['run', 'lint'], 30],
  ['Typecheck', ['run', 'typecheck'], 20],
  ['Unit and integration tests', ['run', 'test:unit'], 150],
  ['legacy-api tests on PostgreSQL', ['exec', 'node', 'scripts/test-legacy-postgres.mjs'], 40],
  // The web build the end-to-end tests use, the servers bundled and deployed as in production, and
  // that deployment started with plain node (scripts/smoke-production.mjs).
  ['Production build and its smoke test', ['run', 'test:production'], 25],
  // That build as `npm run cluster` runs it: nginx, two BFFs on Redis, two legacy-apis on PostgreSQL,
  // a rolling restart under learners and a BFF killed (scripts/smoke-cluster.mjs).
  ["The reference deployment's smoke test", ['run', 'test:cluster'], 30],
  ['End-to-end tests (Playwright, Chromium, study and Pro)', ['run', 'test:e2e'], 860],
];
for (const [title, args, budget] of stages) {
  budgets.set(title, budget);
  const begun = Date.now();
  // A failed stage is in the table too, with the time it ran before failing.
  const onFailure = () => {
    timings.push([`${title} (failed)`, (Date.now() - begun) / 1000]);
    printTimings();
  };
  timed(title, () => {
    const done = step(title);
    run(pnpm, args, { env: { ...process.env, CI: process.env.CI ?? '1' }, onFailure });
    done();
  });
}
printTimings();
process.stdout.write(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
