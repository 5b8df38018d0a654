// `npm test`: everything CI runs — install (Chromium from Debian when missing), lint, typecheck,
// unit + integration tests, web build, end-to-end tests in both editions.
import { existsSync } from 'node:fs';
import { ensurePnpm, installDependencies, run, step } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const started = Date.now();

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write(`✖ ${CHROMIUM} is missing. Install it with: sudo apt-get install -y chromium\n`);
    process.exit(1);
  }
  const done = step('Installing Chromium from Debian (apt-get)');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  done();
}

// The BFF's scale-out test runs two instances against a real Redis.
function ensureRedis() {
  const REDIS_SERVER = '/usr/bin/redis-server';
  if (existsSync(REDIS_SERVER)) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `✖ ${REDIS_SERVER} is missing. Install it with: sudo apt-get install -y redis-server\n`,
    );
    process.exit(1);
  }
  const done = step('Installing redis-server from Debian (apt-get)');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'redis-server'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  done();
}

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

function printTimings() {
  const width = Math.max(...timings.map(([title]) => title.length));
  const total = (Date.now() - started) / 1000;
  process.stdout.write('\nStage times:\n');
  for (const [title, seconds] of timings) {
    process.stdout.write(`  ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s\n`);
  }
  process.stdout.write(`  ${'Total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s\n`);
}

let pnpm = 'pnpm';
timed('Install (pnpm, dependencies, Chromium, Redis)', () => {
  pnpm = ensurePnpm();
  installDependencies(pnpm);
  ensureChromium();
  ensureRedis();
});

/** @type {[title: string, pnpmArgs: string[]][]} */
const stages = [
  ['Lint and format (Biome)', ['run', 'lint']],
  ['Typecheck', ['run', 'typecheck']],
  ['Unit and integration tests', ['run', 'test:unit']],
  ['legacy-api tests on PostgreSQL', ['exec', 'node', 'scripts/test-legacy-postgres.mjs']],
  ['Building the web app', ['--filter', '@studyflow/web', 'run', 'build']],
  ['End-to-end tests (Playwright, Chromium, study and Pro)', ['run', 'test:e2e']],
];
for (const [title, args] of stages) {
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
