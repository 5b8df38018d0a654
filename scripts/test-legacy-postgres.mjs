// `node scripts/test-legacy-postgres.mjs`: legacy-api's database tests once more (the files that open
// a test database: migrations, seed, queries, search, locks; see apps/legacy-api/vitest.config.ts),
// on a real PostgreSQL server instead of PGlite. The server is a throwaway cluster in a temporary folder, listening only on
// 127.0.0.1 behind a random password; it is stopped and its folder removed however the run ends.
// Plain Node 20, no dependencies. Installs Debian's postgresql when it is missing (root only).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensurePnpm, root, step } from './lib.mjs';

const PG_ROOT = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  process.stderr.write(`✖ ${message}\n`);
  process.exit(1);
}

/**
 * Runs a command to the end; returns its exit status instead of exiting, so cleanup always happens.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function exec(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function mustExec(command, args, options = {}) {
  const status = exec(command, args, options);
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${status})`);
}

/** The newest installed server's bin folder, e.g. /usr/lib/postgresql/15/bin. */
function findServerBin() {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => existsSync(path.join(PG_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(PG_ROOT, versions[0], 'bin');
}

function ensureServerBin() {
  const found = findServerBin();
  if (found) return found;
  if (!isRoot) {
    fail(
      `PostgreSQL is not installed (no ${PG_ROOT}/*/bin/initdb). Install it with:\n` +
        '  sudo apt-get install -y postgresql\nthen run this again.',
    );
  }
  const done = step('Installing PostgreSQL from Debian (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustExec('apt-get', ['update', '-qq'], { env });
  mustExec('apt-get', ['install', '-y', '-qq', 'postgresql'], { env });
  done();
  return findServerBin() ?? fail(`apt installed postgresql but ${PG_ROOT}/*/bin/initdb is still missing`);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the port probe did not listen on TCP');
  const { port } = address;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** initdb refuses to run as root: the cluster belongs to the `postgres` system user then. */
function serverUser() {
  if (!isRoot) return undefined;
  const id = (/** @type {string} */ flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0 || gid.status !== 0)
    fail('the postgres system user is missing (reinstall postgresql)');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const bin = ensureServerBin();
const pnpm = ensurePnpm();
const owner = serverUser();
const dir = mkdtempSync(path.join(tmpdir(), 'studyflow-pg-'));
const dataDir = path.join(dir, 'data');
const logFile = path.join(dir, 'server.log');
let started = false;

/**
 * As the cluster's owner, with its folder as working directory (root's may be closed to it).
 * @param {string} tool
 * @param {string[]} args
 * @returns {[command: string, args: string[]]}
 */
const asOwner = (tool, args) => {
  const command = path.join(bin, tool);
  return owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
};

/** Synchronous on purpose: it also runs from the `exit` event, after a failure or a signal. */
let cleanedUp = false;
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) {
    const [command, args] = asOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
    spawnSync(command, args, { cwd: dir, stdio: 'ignore' });
  }
  rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(1));

let status = 1;
try {
  const done = step(`Starting a throwaway PostgreSQL (${bin}) in ${dir}`);
  const password = randomBytes(24).toString('hex');
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  const init = asOwner('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  mustExec(init[0], init[1], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  rmSync(passwordFile);

  const port = await freePort();
  // Durability buys nothing in a cluster that is deleted in a minute; skipping it halves the run.
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      '',
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 200',
      '',
    ].join('\n'),
  );
  const start = asOwner('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start']);
  started = true;
  if (exec(start[0], start[1], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '(no server log)';
    throw new Error(`PostgreSQL did not start:\n${log}`);
  }
  const client = { ...process.env, PGPASSWORD: password };
  const createdb = path.join(bin, 'createdb');
  mustExec(createdb, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'studyflow_test'], {
    env: client,
  });
  done();

  const tests = step(`legacy-api tests on PostgreSQL (127.0.0.1:${port})`);
  const env = {
    ...process.env,
    DATABASE_URL: `postgres://postgres:${password}@127.0.0.1:${port}/studyflow_test`,
    // Package scripts call pnpm by name: the private copy under .tools/ must be found too.
    PATH: path.isAbsolute(pnpm)
      ? `${path.dirname(pnpm)}${path.delimiter}${process.env.PATH ?? ''}`
      : process.env.PATH,
  };
  status = exec(pnpm, ['--filter', '@studyflow/legacy-api', 'test'], { cwd: root, env });
  if (status === 0) tests();
  else process.stderr.write(`✖ legacy-api tests on PostgreSQL failed (exit ${status})\n`);
} catch (error) {
  process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
  status = 1;
} finally {
  cleanUp();
}
process.exit(status);
