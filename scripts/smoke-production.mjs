// `node scripts/smoke-production.mjs`: the production build (.deploy/, `npm run build:production`)
// started as an operator would, with plain `node` and NODE_ENV=production, on loopback ports and a
// throw-away embedded database; then a few calls the web makes, and a SIGTERM each process must
// answer by exiting 0. Part of `npm test` (the production build stage). No dependencies: Node 20.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_DIR } from './build-production.mjs';
import { waitForUrl } from './lib.mjs';

const LEGACY_PORT = Number(process.env.SMOKE_LEGACY_PORT ?? 3951);
const BFF_PORT = Number(process.env.SMOKE_BFF_PORT ?? 3950);
const origin = `http://127.0.0.1:${BFF_PORT}`;
const begun = Date.now();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studyflow-smoke-'));

/** @type {{ name: string, child: import('node:child_process').ChildProcess, log: string[] }[]} */
const processes = [];

/**
 * @param {string} name
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: path.join(DEPLOY_DIR, name),
    // Only what the process is given: nothing of the development environment leaks in.
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const log = [];
  child.stdout?.on('data', (chunk) => log.push(String(chunk)));
  child.stderr?.on('data', (chunk) => log.push(String(chunk)));
  const entry = { name, child, log };
  processes.push(entry);
  return entry;
}

/** @param {{ child: import('node:child_process').ChildProcess }} entry */
const exited = ({ child }) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode);
    else child.once('exit', (code, signal) => resolve(code ?? signal));
  });

/**
 * @param {boolean} condition
 * @param {string} what
 */
function check(condition, what) {
  if (!condition) throw new Error(`production smoke: ${what}`);
  process.stdout.write(`  ✓ ${what} (${((Date.now() - begun) / 1000).toFixed(1)} s)\n`);
}

const trpcHeaders = {
  'x-studyflow-csrf': '1',
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
};

async function smoke() {
  const setup = start('legacy-api', ['dist/setup.mjs'], { DATA_DIR: dataDir });
  check((await exited(setup)) === 0, 'legacy-api setup (migrate, seed) ran from the bundle');

  start('legacy-api', ['dist/server.mjs'], {
    DATA_DIR: dataDir,
    PORT: String(LEGACY_PORT),
    APP_URL: origin,
  });
  await waitForUrl(`http://127.0.0.1:${LEGACY_PORT}/api/health`, 60_000);
  start('bff', ['dist/server.mjs'], {
    PORT: String(BFF_PORT),
    UPSTREAM_URL: `http://127.0.0.1:${LEGACY_PORT}/api`,
    PUBLIC_ORIGIN: origin,
    WEB_DIST: path.join(DEPLOY_DIR, 'web'),
    // A throw-away secret: this deployment lives for seconds.
    NOTE_QUEUE_SECRET: `smoke-${process.pid}-${Date.now()}-0123456789abcdef`,
  });
  await waitForUrl(`${origin}/readyz`, 30_000);
  check(true, 'the BFF is ready behind plain node, under NODE_ENV=production');

  const landing = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
  const html = await landing.text();
  check(landing.ok && html.includes('id="studyflow-prerendered"'), 'the landing arrives prerendered');

  /** @type {any} a tRPC batch answer */
  const config = await fetch(`${origin}/trpc/config.get?batch=1&input=${encodeURIComponent('{}')}`, {
    headers: trpcHeaders,
  }).then((answer) => answer.json());
  check(config?.[0]?.result?.data?.mailboxUrl === null, 'config.get answers, with no mailbox in production');

  const signIn = await fetch(`${origin}/trpc/auth.signIn?batch=1`, {
    method: 'POST',
    headers: trpcHeaders,
    body: JSON.stringify({ 0: { email: 'alex@university.example', password: 'StudyflowDemo1' } }),
  });
  /** @type {any} a tRPC batch answer */
  const refused = await signIn.json();
  check(
    signIn.status === 401 && typeof refused?.[0]?.error?.data?.msg === 'string',
    'the demo learner does not exist in production: a typed 401 from the upstream, not a 500',
  );

  for (const entry of [...processes].reverse().filter(({ child }) => child.exitCode === null)) {
    entry.child.kill('SIGTERM');
    check((await exited(entry)) === 0, `${entry.name} exits 0 on SIGTERM`);
  }
}

try {
  await smoke();
} catch (error) {
  for (const { name, log } of processes) process.stderr.write(`--- ${name} ---\n${log.join('')}\n`);
  process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  for (const { child } of processes)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
