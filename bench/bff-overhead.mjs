// What the gateway costs: the same call ("who is signed in?") made directly to legacy-api and through
// the BFF (tRPC, CSRF checks, cookie filtering, camelCase, schema parse, logging), in alternating
// rounds so both see the same machine load. Reports each side's latency and the ratio BFF / direct.
//
// Usage (after an install): `node bench/bff-overhead.mjs [requests] [concurrency]`. It starts its own
// legacy-api and BFF on ports 3701/3700 with a throwaway database and stops them at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bff = 'http://127.0.0.1:3700';
const legacy = 'http://127.0.0.1:3701';
const total = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 16);
const rounds = 4;

async function signIn() {
  const response = await fetch(`${legacy}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'alex@university.example', password: 'StudyflowDemo1' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('_studyflow_session='));
  if (!cookie) throw new Error('no session cookie');
  // `name=value`, without the attributes (split always has a first part).
  return cookie.split(';')[0] ?? cookie;
}

/** @typedef {{ rps: number; p50: number; p95: number }} Round */

/** @param {string} cookie the session cookie, `name=value` */
const calls = (cookie) => ({
  direct: () => fetch(`${legacy}/api/auth/authorize`, { method: 'POST', headers: { cookie } }),
  bff: () =>
    fetch(`${bff}/trpc/auth.authorize`, {
      headers: { cookie, 'x-studyflow-csrf': '1', 'sec-fetch-site': 'same-origin' },
    }),
});

/**
 * @param {() => Promise<Response>} call
 * @param {number} count
 * @returns {Promise<Round>}
 */
async function measure(call, count) {
  /** @type {number[]} */
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      next += 1;
      const begin = performance.now();
      const response = await call();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`status ${response.status}`);
      latencies.push(performance.now() - begin);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  /** @param {number} q */
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { rps: count / seconds, p50: at(0.5), p95: at(0.95) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'studyflow-bench-'));
/** @type {import('node:child_process').ChildProcess[]} */
const servers = [];
/**
 * @param {string} app the folder under apps/
 * @param {NodeJS.ProcessEnv} env
 */
function start(app, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps', app),
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
}
/** @param {string} url */
async function ready(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never became ready`);
}
start('legacy-api', { PORT: '3701', DATA_DIR: dataDir });
await ready(`${legacy}/api/health`);
// Production settings, with the per-IP rate limit lifted: the benchmark is one very busy client.
start('bff', {
  PORT: '3700',
  UPSTREAM_URL: `${legacy}/api`,
  PUBLIC_ORIGIN: bff,
  RATE_LIMIT_MAX: '10000000',
  // Production refuses to start without one (docs/operations.md); a bench encrypts nothing real.
  NOTE_QUEUE_SECRET: 'bench-only-note-queue-secret-never-deployed',
});
await ready(`${bff}/readyz`);

const cookie = await signIn();
const { direct, bff: viaBff } = calls(cookie);
await measure(direct, 200);
await measure(viaBff, 200);
/** @type {{ direct: Round[]; bff: Round[] }} */
const results = { direct: [], bff: [] };
for (let round = 0; round < rounds; round += 1) {
  results.direct.push(await measure(direct, total / rounds));
  results.bff.push(await measure(viaBff, total / rounds));
}
/**
 * @param {readonly Round[]} list
 * @param {keyof Round} key
 */
const mean = (list, key) => list.reduce((sum, item) => sum + item[key], 0) / list.length;
/**
 * @param {string} name
 * @param {readonly Round[]} list
 */
const row = (name, list) =>
  `${name.padEnd(8)} ${mean(list, 'rps').toFixed(0).padStart(7)} req/s   p50 ${mean(list, 'p50').toFixed(2).padStart(6)} ms   p95 ${mean(list, 'p95').toFixed(2).padStart(6)} ms`;
process.stdout.write(
  `${total} authorize calls per side, concurrency ${concurrency}, ${rounds} alternating rounds\n`,
);
process.stdout.write(`${row('direct', results.direct)}\n${row('via BFF', results.bff)}\n`);
process.stdout.write(
  `ratio BFF/direct: throughput ${(mean(results.bff, 'rps') / mean(results.direct, 'rps')).toFixed(2)}, p50 latency ${(mean(results.bff, 'p50') / mean(results.direct, 'p50')).toFixed(2)}\n`,
);

for (const child of servers) child.kill('SIGTERM');
await new Promise((resolve) => setTimeout(resolve, 1000));
rmSync(dataDir, { recursive: true, force: true });
