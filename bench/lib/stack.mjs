// Starts legacy-api (throwaway embedded database) and the BFF serving a built web app, on free
// ports or given ones, for benches that measure the product in a real browser; stops them again.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @returns {Promise<number>} a port free on 127.0.0.1 a moment ago */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('the port probe did not listen on TCP'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
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

/**
 * Builds the web app into apps/web/dist when asked to, or when there is no build yet.
 * @param {{ dist: string; force?: boolean }} options
 */
export function buildWeb({ dist, force }) {
  if (!force && existsSync(path.join(dist, 'index.html'))) return;
  process.stderr.write('Building the web app (pnpm --filter @studyflow/web build)…\n');
  const local = path.join(ROOT, '.tools/node_modules/.bin/pnpm');
  const pnpm = existsSync(local) ? local : 'pnpm';
  const built = spawnSync(pnpm, ['--filter', '@studyflow/web', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('web build failed');
}

/**
 * legacy-api then the BFF with production settings (what a real visitor is served: caching and
 * compression included). `servers` runs another checkout's apps. Returns the BFF's origin and stop().
 * @param {{ edition?: string; webDist: string; port?: string | number; servers?: string }} options
 * @returns {Promise<{ base: string; stop: () => Promise<void> }>}
 */
export async function startStack({ edition = 'study', webDist, port, servers }) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  /**
   * @param {string} app the folder under apps/
   * @param {NodeJS.ProcessEnv} env
   */
  const start = (app, env) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(servers ? path.resolve(servers) : ROOT, 'apps', app),
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
  };
  const [bffPort, legacyPort] = port
    ? [Number(port), Number(port) + 1]
    : [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studyflow-bench-'));
  const base = `http://localhost:${bffPort}`;
  const legacy = `http://127.0.0.1:${legacyPort}`;
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    start('legacy-api', {
      PORT: String(legacyPort),
      DATA_DIR: dataDir,
      EDITION: edition,
      APP_URL: base,
      NODE_ENV: 'test',
    });
    await ready(`${legacy}/api/health`);
    start('bff', {
      PORT: String(bffPort),
      EDITION: edition,
      UPSTREAM_URL: `${legacy}/api`,
      PUBLIC_ORIGIN: base,
      NODE_ENV: 'production',
      // Production refuses to start without one (docs/operations.md); a bench encrypts nothing real.
      NOTE_QUEUE_SECRET: 'bench-only-note-queue-secret-never-deployed',
      RATE_LIMIT_MAX: '100000',
      THROTTLE_IP_MAX: '100000',
      WEB_DIST: webDist,
    });
    await ready(`${base}/healthz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
