// Shared helpers for the README's commands. Plain Node 20, no dependencies: they run before install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';

const localPnpm = path.join(root, '.tools', 'node_modules', '.bin', 'pnpm');

/**
 * Prints a stage's title; the function it answers prints it done, with its wall time.
 * @param {string} title
 * @returns {() => void}
 */
export function step(title) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${title}\n`);
  return () => process.stdout.write(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

/**
 * Children find the private pnpm too: package scripts call `pnpm -r …` by name.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
function withToolsPath(env = process.env) {
  const bin = path.dirname(localPnpm);
  return { ...env, PATH: `${bin}${path.delimiter}${env.PATH ?? ''}` };
}

/**
 * Runs a command on this terminal and exits with its status when it fails.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions & { onFailure?: () => void }} [options]
 */
export function run(command, args, { onFailure, ...options } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: withToolsPath(options.env),
  });
  if (result.status !== 0) {
    onFailure?.();
    process.stderr.write(
      `\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})\n`,
    );
    process.exit(result.status ?? 1);
  }
}

/** @param {string} command */
function pnpmWorks(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === PNPM_VERSION;
}

/**
 * pnpm from PATH when it is the pinned version, else a private copy under .tools/ (no global change).
 * @returns {string} the command to run pnpm by
 */
export function ensurePnpm() {
  if (pnpmWorks('pnpm')) return 'pnpm';
  if (existsSync(localPnpm) && pnpmWorks(localPnpm)) return localPnpm;
  const done = step(`Installing pnpm ${PNPM_VERSION} into .tools/`);
  run('npm', [
    'install',
    '--prefix',
    '.tools',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${PNPM_VERSION}`,
  ]);
  done();
  return localPnpm;
}

/**
 * Runs a command to its end without a terminal: its exit code, and what it printed on stdout and
 * stderr together.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<{ code: number | null, output: string }>}
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** @param {string} pnpm */
export function installDependencies(pnpm) {
  const done = step('Installing dependencies (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  done();
}

/**
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts a long-running child on this terminal. Each server names itself in its lines
 * (`INFO (bff): …`, `INFO (legacy-api): …`): pretty when the output is a terminal, JSON when it goes
 * to a pipe or a file, and always JSON under NODE_ENV=production (docs/operations.md, "Logs").
 * @param {string} name
 * @param {string} cwd the app's folder, from the repo root
 * @param {NodeJS.ProcessEnv} env
 */
export function startServer(name, cwd, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, cwd),
    env: withToolsPath({ ...process.env, ...env }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`\n✖ ${name} stopped unexpectedly (${code ?? signal})\n`);
      stopAll(1);
    }
  });
  children.push(child);
  return child;
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

export function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  let open = children.filter((child) => child.exitCode === null).length;
  if (open === 0) process.exit(code);
  for (const child of children) {
    if (child.exitCode !== null) continue;
    child.once('exit', () => {
      open -= 1;
      if (open === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 12_000).unref();
}

export function stopOnSignals() {
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}

/**
 * Debian packages installed (as root) when one of their programs is missing; without root, says
 * the command to run and exits.
 * @param {string} title
 * @param {string[]} programs
 * @param {string[]} packages
 */
export function ensureDebian(title, programs, packages) {
  const missing = programs.filter((program) => !existsSync(program));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `✖ ${missing.join(', ')} missing. Install with: sudo apt-get install -y ${packages.join(' ')}\n`,
    );
    process.exit(1);
  }
  const done = step(`Installing ${title} from Debian (apt-get)`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  done();
}

/** Redis from Debian: the BFF's shared store (the suite's scale-out test, the reference deployment). */
export const ensureRedis = () => ensureDebian('redis-server', ['/usr/bin/redis-server'], ['redis-server']);
/** nginx from Debian: the reference deployment's load balancer. */
export const ensureNginx = () => ensureDebian('nginx', ['/usr/sbin/nginx'], ['nginx']);
