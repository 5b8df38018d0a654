// A PostgreSQL server of our own from Debian's packages, in a folder we choose, on loopback: the
// legacy-api tests on PostgreSQL (test-legacy-postgres.mjs) and the reference deployment
// (cluster.mjs) both run one. Plain Node 20, no dependencies. Installs `postgresql` when missing
// (root only).
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { step } from './lib.mjs';

const PG_ROOT = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

/**
 * Runs a command to the end and answers its exit status.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function exec(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function mustExec(command, args, options = {}) {
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

/** The server's bin folder; Debian's postgresql is installed first when it is missing (as root). */
export function ensureServerBin() {
  const found = findServerBin();
  if (found) return found;
  if (!isRoot) {
    throw new Error(
      `PostgreSQL is not installed (no ${PG_ROOT}/*/bin/initdb). Install it with:\n` +
        '  sudo apt-get install -y postgresql\nthen run this again.',
    );
  }
  const done = step('Installing PostgreSQL from Debian (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustExec('apt-get', ['update', '-qq'], { env });
  mustExec('apt-get', ['install', '-y', '-qq', 'postgresql'], { env });
  done();
  const bin = findServerBin();
  if (!bin) throw new Error(`apt installed postgresql but ${PG_ROOT}/*/bin/initdb is still missing`);
  return bin;
}

/** initdb refuses to run as root: the server's files belong to the `postgres` system user then. */
function serverUser() {
  if (!isRoot) return undefined;
  const id = (/** @type {string} */ flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error('the postgres system user is missing (reinstall postgresql)');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * A server whose files live in `dir` (its data in dir/data, its log in dir/server.log, its socket in
 * dir), listening on 127.0.0.1:`port` only, the superuser `postgres` behind `password`.
 * @param {{ dir: string, port: number, password: string, durable?: boolean }} options
 *   durable: false turns fsync and synchronous commits off, for a server deleted within minutes.
 */
export function postgresServer({ dir, port, password, durable = false }) {
  const bin = ensureServerBin();
  const owner = serverUser();
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  /**
   * As the server's owner, with its folder as working directory (root's may be closed to it).
   * @param {string} tool
   * @param {string[]} args
   * @returns {[command: string, args: string[]]}
   */
  const asOwner = (tool, args) => {
    const command = path.join(bin, tool);
    return owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  };
  /** @param {string} tool @param {string[]} args */
  const ownerExec = (tool, args) => {
    const [command, rest] = asOwner(tool, args);
    return exec(command, rest, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const client = { ...process.env, PGPASSWORD: password };

  return {
    bin,
    dataDir,
    logFile,
    /** @param {string} database */
    url: (database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    /** Creates the data folder (once). */
    init() {
      const passwordFile = path.join(dir, 'password');
      writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
      if (owner) {
        chownSync(dir, owner.uid, owner.gid);
        chownSync(passwordFile, owner.uid, owner.gid);
      }
      const status = ownerExec('initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        ...(durable ? [] : ['--no-sync']),
      ]);
      rmSync(passwordFile);
      if (status !== 0) throw new Error(`initdb failed (exit ${status})`);
      appendFileSync(
        path.join(dataDir, 'postgresql.conf'),
        [
          '',
          "listen_addresses = '127.0.0.1'",
          `port = ${port}`,
          `unix_socket_directories = '${dir}'`,
          'max_connections = 200',
          ...(durable ? [] : ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']),
          '',
        ].join('\n'),
      );
    },
    start() {
      if (ownerExec('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start']) !== 0) {
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '(no server log)';
        throw new Error(`PostgreSQL did not start:\n${log}`);
      }
    },
    /** Synchronous on purpose: it also runs from an `exit` handler. */
    stop() {
      return ownerExec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']) === 0;
    },
    /** A fast restart: every connection is cut, the server is back when this returns. */
    restart() {
      if (
        ownerExec('pg_ctl', ['-D', dataDir, '-l', logFile, '-m', 'fast', '-w', '-t', '60', 'restart']) !== 0
      )
        throw new Error('PostgreSQL did not restart');
    },
    isRunning: () => ownerExec('pg_ctl', ['-D', dataDir, 'status']) === 0,
    /** @param {string} database */
    createDatabase(database) {
      mustExec(
        path.join(bin, 'createdb'),
        ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database],
        {
          env: client,
        },
      );
    },
    /**
     * One SQL statement through psql; answers its rows as tab-separated lines.
     * @param {string} database
     * @param {string} sql
     */
    query(database, sql) {
      const result = spawnSync(
        path.join(bin, 'psql'),
        [
          '-h',
          '127.0.0.1',
          '-p',
          String(port),
          '-U',
          'postgres',
          '-d',
          database,
          '-At',
          '-F',
          '\t',
          '-c',
          sql,
        ],
        { env: client, encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
      return result.stdout.trim() === '' ? [] : result.stdout.trim().split('\n');
    },
  };
}
