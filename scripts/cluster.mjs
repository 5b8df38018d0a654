// `npm run cluster`: the reference deployment on one machine, from the production build (.deploy/):
// nginx terminating TLS (a certificate it makes) in front of BFF instances, and on an internal door in
// front of legacy-api instances; Redis shared by the BFFs; PostgreSQL under legacy-api. Every part is
// Debian's, installed when missing (as root), and listens on 127.0.0.1 only.
//
//   npm run cluster                     build when needed, start everything, print the URL, return
//   npm run cluster -- --stop           stop everything (nothing left running; the data stays)
//   npm run cluster -- --stop --reset   …and delete .cluster/ (database, uploads, certificate)
//   npm run cluster -- --restart bff-1  stop one part (bff-N, legacy-api-N, redis, postgres) and start it again
//                                       (an instance is taken out of nginx first, and put back once ready)
//   npm run cluster -- --restart redis --down 30   …kept stopped 30 s first
//   npm run cluster -- --status         what runs, and what the supervisor restarted
//
// A small supervisor (this file with --supervise, detached, its log in .cluster/logs/supervisor.log)
// starts a BFF or legacy-api instance again when it stops without being asked to (a crash, the OOM
// killer, kill -9), at once the first time and after a growing pause when it keeps stopping soon after
// starting (1 s, 2 s, 4 s … 30 s). --stop stops it first; --restart holds the part while it works, so
// neither is fought. docs/decisions.md, "The reference deployment's supervisor", says why not systemd.
//
// Environment: CLUSTER_PORT_BASE (8400), CLUSTER_BFF (2), CLUSTER_API (2), CLUSTER_RATE_LIMIT_MAX
// (20000 calls a minute per client address, for a campus behind one NAT address), CLUSTER_THROTTLE_IP_MAX
// (500), CLUSTER_SEARCH_IP_MAX (6000 searches a minute per address), EDITION, CLUSTER_DIR (.cluster: the
// state, logs, data; another folder runs a second cluster beside it, with another port base), and
// --build to rebuild .deploy/ first. docs/operations.md, "Deploying", explains the configuration it renders.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduction, DEPLOY_DIR } from './build-production.mjs';
import { ensureDebian, ensureNginx, ensureRedis, root, step } from './lib.mjs';
import { exec, mustExec, postgresServer } from './postgres.mjs';

export const CLUSTER_DIR = process.env.CLUSTER_DIR
  ? path.resolve(process.env.CLUSTER_DIR)
  : path.join(root, '.cluster');
const STATE_FILE = path.join(CLUSTER_DIR, 'state.json');
/** One file per Node part (`bff-1.json`: its pid, when it started, its restarts), the supervisor's, and holds. */
const RUN_DIR = path.join(CLUSTER_DIR, 'run');
const LOG_DIR = path.join(CLUSTER_DIR, 'logs');
/** Two nginx servers: the public door in front of the BFFs, the internal one in front of legacy-api. */
const DOORS = /** @type {const} */ ({
  public: { template: 'studyflow.conf.template', folder: 'nginx' },
  internal: { template: 'studyflow-internal.conf.template', folder: 'nginx-internal' },
});
/** @typedef {keyof typeof DOORS} Door */
const isRoot = process.getuid?.() === 0;
const DATABASE = 'studyflow';

/**
 * What a running cluster is: its ports, its secrets, the BFFs' per-address limits, and (read from
 * run/, never written to state.json) the pids of its Node processes.
 * @typedef {{
 *   base: number, bffCount: number, apiCount: number, edition: string,
 *   pgPassword: string, noteQueueSecret: string,
 *   limits: { rateLimitMax: string, throttleIpMax: string, searchIpMax: string },
 *   pids: Record<string, number>
 * }} ClusterState
 */

/**
 * A Node part as it was last started: `ticks` is the process's start time (/proc), so a pid the
 * kernel has since given to another process is never taken for it, nor signalled.
 * @typedef {{ pid: number, ticks: number, startedAt: number, restarts: number,
 *   lastRestartAt?: number, lastStop?: string }} PartRecord
 */

/** @param {number} base */
export function portsOf(base) {
  return {
    https: base + 43,
    http: base + 80,
    apiDoor: base + 90,
    /** @param {number} n 1-based */
    bff: (n) => base + n,
    /** @param {number} n 1-based */
    api: (n) => base + 10 + n,
    /** @param {number} n 1-based */
    metrics: (n) => base + 50 + n,
    redis: base + 21,
    postgres: base + 31,
  };
}

/**
 * Writes a file whole or not at all (a reader never sees half of it).
 * @param {string} file
 * @param {unknown} value
 */
function writeJson(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const partFile = (/** @type {string} */ name) => path.join(RUN_DIR, `${name}.json`);
const SUPERVISOR_FILE = path.join(RUN_DIR, 'supervisor.json');

/** @param {string} name @returns {PartRecord | null} */
const readPart = (name) => readJson(partFile(name));

/** Every Node part with a record, by name. @returns {Record<string, PartRecord>} */
export function readParts() {
  /** @type {Record<string, PartRecord>} */
  const parts = {};
  // A cluster started before run/ existed kept its pids in state.json: still stopped by --stop.
  const earlier = /** @type {{ pids?: Record<string, number> } | null} */ (readJson(STATE_FILE))?.pids ?? {};
  for (const [name, pid] of Object.entries(earlier))
    parts[name] = { pid, ticks: startTicks(pid) ?? 0, startedAt: 0, restarts: 0 };
  if (!existsSync(RUN_DIR)) return parts;
  for (const file of readdirSync(RUN_DIR)) {
    const name = /^((?:bff|legacy-api)-\d+)\.json$/.exec(file)?.[1];
    const record = name === undefined ? null : readPart(name);
    if (name !== undefined && record) parts[name] = record;
  }
  return parts;
}

/** @returns {ClusterState | null} */
export function readState() {
  /** @type {ClusterState | null} */
  const state = readJson(STATE_FILE);
  if (!state) return null;
  state.pids = Object.fromEntries(Object.entries(readParts()).map(([name, part]) => [name, part.pid]));
  return state;
}

/** @param {ClusterState} state */
function writeState(state) {
  const { pids: _derived, ...kept } = state;
  writeJson(STATE_FILE, kept);
}

/** The parts the supervisor keeps running. @param {ClusterState} state */
const nodeParts = (state) => [
  ...Array.from({ length: state.apiCount }, (_, index) => `legacy-api-${index + 1}`),
  ...Array.from({ length: state.bffCount }, (_, index) => `bff-${index + 1}`),
];

/** @param {ClusterState} state */
const postgresOf = (state) =>
  postgresServer({
    dir: path.join(CLUSTER_DIR, 'postgres'),
    port: portsOf(state.base).postgres,
    password: state.pgPassword,
    durable: true,
  });

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A process's start time in clock ticks since boot, or null when there is no such process or it has
 * ended and waits to be reaped (a zombie is not running).
 * @param {number} pid
 */
export function startTicks(pid) {
  const fields = statOf(pid);
  if (!fields || fields[0] === 'Z' || fields[0] === 'X') return null;
  return Number(fields[19]);
}

/**
 * A process's /proc stat fields from its state on (field 3, index 0; its parent's pid at 1, its
 * start time at 19), or null when there is no such process.
 * @param {number | string} pid
 */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields start after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * The process runs, and (given its start time) is the one recorded, not a later one with its pid.
 * @param {number} pid
 * @param {number} [ticks]
 */
export const alive = (pid, ticks) => {
  const now = startTicks(pid);
  return now !== null && (ticks === undefined || now === ticks);
};

/**
 * @param {number} pid
 * @param {number | undefined} ticks
 * @param {number} timeoutMs
 */
async function waitForExit(pid, ticks, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid, ticks) && Date.now() < deadline) await sleep(100);
  return !alive(pid, ticks);
}

/**
 * Answers once `url` gives 200 (https through our own certificate authority).
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForOk(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await statusOf(url)) === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

/**
 * Answers once a part just started answers 200 at `url`; fails at once if the process ends first.
 * @param {string} name
 * @param {PartRecord} part
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitForPart(name, part, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await statusOf(url)) === 200) return;
    if (!alive(part.pid, part.ticks))
      throw new Error(`${name} (pid ${part.pid}) stopped while starting: see ${logOf(name)}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

const logOf = (/** @type {string} */ name) => path.relative(process.cwd(), path.join(LOG_DIR, `${name}.log`));

/**
 * @param {string} url
 * @returns {Promise<number>} the status, 0 when nothing answered
 */
function statusOf(url) {
  if (!url.startsWith('https:'))
    return fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
  return new Promise((resolve) => {
    const request = https.get(url, { ca: readFileSync(certificatePath()), timeout: 5_000 }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.on('timeout', () => request.destroy());
  });
}

export const certificatePath = () => path.join(CLUSTER_DIR, 'tls', 'cert.pem');

/** A self-signed certificate for localhost and 127.0.0.1, made once. */
function ensureCertificate() {
  const dir = path.join(CLUSTER_DIR, 'tls');
  if (existsSync(certificatePath())) return;
  mkdirSync(dir, { recursive: true });
  mustExec(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      certificatePath(),
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    // openssl draws its progress on stderr: shown only if it fails.
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

/** The instances nginx is told to send nothing to (`down`), while an operator's --restart works on them. */
const DEREGISTERED_FILE = path.join(RUN_DIR, 'deregistered.json');
/** @returns {string[]} */
const deregistered = () => readJson(DEREGISTERED_FILE) ?? [];

/** nginx's processes whose parent is `pid` (its workers and cache helpers). @param {number} pid */
function childrenOf(pid) {
  /** @type {{ pid: number, ticks: number }[]} */
  const children = [];
  for (const entry of readdirSync('/proc')) {
    // A process that ended while we looked has no stat.
    const fields = /^\d+$/.test(entry) ? statOf(entry) : null;
    if (fields && Number(fields[1]) === pid) children.push({ pid: Number(entry), ticks: Number(fields[19]) });
  }
  return children;
}

/**
 * Sends the BFF `name` no more requests (`down`) or sends them again, as an operator deregisters an instance
 * at the load balancer before stopping it: nginx reloads its configuration, and we wait until the
 * workers of the old one have finished what they were answering and exited. Only then has nothing a
 * connection open to the instance, so stopping it cannot cut a call nginx already sent (nginx never
 * sends a POST a second time).
 * @param {ClusterState} state
 * @param {string} name
 * @param {boolean} out
 */
async function setDeregistered(state, name, out) {
  const now = deregistered().filter((other) => other !== name);
  writeJson(DEREGISTERED_FILE, out ? [...now, name] : now);
  const nginx = renderNginx(state, 'public');
  const pidFile = path.join(nginx.prefix, 'nginx.pid');
  const master = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0;
  if (!master || !alive(master)) return;
  mustExec('nginx', ['-p', nginx.prefix, '-c', nginx.file, '-t', '-q']);
  const old = childrenOf(master);
  process.kill(master, 'SIGHUP');
  // worker_shutdown_timeout (10 s) bounds how long an old worker finishes its requests.
  const deadline = Date.now() + 15_000;
  while (old.some((worker) => alive(worker.pid, worker.ticks)) && Date.now() < deadline) await sleep(50);
}

/** @param {ClusterState} state @param {Door} door */
function renderNginx(state, door) {
  const ports = portsOf(state.base);
  const prefix = path.join(CLUSTER_DIR, DOORS[door].folder);
  for (const folder of ['logs', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'])
    mkdirSync(path.join(prefix, folder), { recursive: true });
  // Run as root, nginx's workers drop to www-data: they write request bodies to temp/.
  if (isRoot) {
    const id = (/** @type {string} */ flag) =>
      Number(spawnSync('id', [flag, 'www-data'], { encoding: 'utf8' }).stdout);
    for (const folder of ['temp', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'])
      chownSync(path.join(prefix, folder), id('-u'), id('-g'));
  }
  const out = deregistered();
  const servers = (
    /** @type {string} */ kind,
    /** @type {number} */ count,
    /** @type {(n: number) => number} */ port,
  ) =>
    Array.from(
      { length: count },
      (_, index) =>
        `    server 127.0.0.1:${port(index + 1)} max_fails=2 fail_timeout=10s${out.includes(`${kind}-${index + 1}`) ? ' down' : ''};`,
    ).join('\n');
  /** @type {Record<string, string>} */
  const values = {
    PREFIX: prefix,
    USER: isRoot ? 'user www-data;' : '',
    HTTPS_PORT: String(ports.https),
    HTTP_PORT: String(ports.http),
    API_PORT: String(ports.apiDoor),
    BFF_SERVERS: servers('bff', state.bffCount, ports.bff),
    API_SERVERS: servers('legacy-api', state.apiCount, ports.api),
    CERT: certificatePath(),
    CERT_KEY: path.join(CLUSTER_DIR, 'tls', 'key.pem'),
  };
  const config = readFileSync(path.join(root, 'deploy', 'nginx', DOORS[door].template), 'utf8').replace(
    /\{\{([A-Z_]+)\}\}/g,
    (_, name) => {
      const value = values[name];
      if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
      return value;
    },
  );
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  return { prefix, file };
}

/**
 * The BFFs' per-address limits, fixed when the cluster starts so every later start (a --restart, the
 * supervisor's) gives the instances the same ones.
 */
const limitsFromEnvironment = () => ({
  // A campus sends a whole building's learners from one NAT address (and the load test sends all
  // of its learners from 127.0.0.1): the per-address limit is sized for that, not for one home.
  rateLimitMax: process.env.CLUSTER_RATE_LIMIT_MAX ?? '20000',
  // Sign-ins hold a unit of the per-address throttle while in flight: at 30 a campus queues up
  // behind its own address once sign-ins slow (bench/README.md, the load test's knee).
  throttleIpMax: process.env.CLUSTER_THROTTLE_IP_MAX ?? '500',
  // Search's per-address budget (600 a minute by default): 1 000 learners active search ≈ 830 times
  // a minute in the load test's journeys, and the top bar asks as each learner types.
  searchIpMax: process.env.CLUSTER_SEARCH_IP_MAX ?? '6000',
});

/** @param {ClusterState} state */
const legacyEnv = (state) => ({
  DATABASE_URL: postgresOf(state).url(DATABASE),
  DATA_DIR: path.join(CLUSTER_DIR, 'data'),
  APP_URL: `https://localhost:${portsOf(state.base).https}`,
  EDITION: state.edition,
  LOG_LEVEL: 'warn',
});

/**
 * How a Node part is started: its environment, and where it says it is ready.
 * @param {ClusterState} state
 * @param {string} name bff-N or legacy-api-N
 */
function partSpec(state, name) {
  const match = /^(bff|legacy-api)-(\d+)$/.exec(name);
  if (!match) throw new Error(`unknown part ${name}: bff-N, legacy-api-N, redis or postgres`);
  const app = String(match[1]);
  const n = Number(match[2]);
  const ports = portsOf(state.base);
  if (app === 'legacy-api')
    return {
      app,
      env: { ...legacyEnv(state), PORT: String(ports.api(n)) },
      ready: `http://127.0.0.1:${ports.api(n)}/api/health`,
      timeoutMs: 120_000,
    };
  const limits = state.limits ?? limitsFromEnvironment();
  return {
    app,
    env: {
      PORT: String(ports.bff(n)),
      EDITION: state.edition,
      UPSTREAM_URL: `http://127.0.0.1:${ports.apiDoor}/api`,
      PUBLIC_ORIGIN: `https://localhost:${ports.https}`,
      WEB_DIST: path.join(DEPLOY_DIR, 'web'),
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      NOTE_QUEUE_SECRET: state.noteQueueSecret,
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: limits.rateLimitMax,
      THROTTLE_IP_MAX: limits.throttleIpMax,
      SEARCH_IP_MAX: limits.searchIpMax,
      METRICS_PORT: String(ports.metrics(n)),
      LOG_LEVEL: 'warn',
    },
    ready: `http://127.0.0.1:${ports.bff(n)}/readyz`,
    timeoutMs: 60_000,
  };
}

/**
 * What a part's start carries over from the one before: how often the supervisor restarted it.
 * @typedef {Pick<PartRecord, 'restarts' | 'lastRestartAt' | 'lastStop'>} PartHistory
 */

/**
 * Starts one Node part of the production build in the background (its output in logs/<name>.log),
 * records it in run/<name>.json at once, and answers once it is ready.
 * @param {ClusterState} state
 * @param {string} name bff-N or legacy-api-N
 * @param {PartHistory} [history]
 * @param {(pid: number, how: string) => void} [onExit] told how the process ended (while this one runs)
 */
async function startPart(state, name, history = { restarts: 0 }, onExit) {
  const spec = partSpec(state, name);
  mkdirSync(LOG_DIR, { recursive: true });
  const out = openSync(path.join(LOG_DIR, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    cwd: path.join(DEPLOY_DIR, spec.app),
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...spec.env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  // The child has its own copy; the supervisor, which lives long, must not gather one per restart.
  closeSync(out);
  child.unref();
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  const { pid } = child;
  if (onExit)
    child.on('exit', (code, signal) => onExit(pid, signal ? `killed by ${signal}` : `exit code ${code}`));
  /** @type {PartRecord} */
  const part = { pid, ticks: startTicks(pid) ?? 0, startedAt: Date.now(), ...history };
  writeJson(partFile(name), part);
  await waitForPart(name, part, spec.ready, spec.timeoutMs);
  return part;
}

/** @param {ClusterState} state */
function startRedis(state) {
  const dir = path.join(CLUSTER_DIR, 'redis');
  mkdirSync(dir, { recursive: true });
  mustExec('redis-server', [
    '--port',
    String(portsOf(state.base).redis),
    '--bind',
    '127.0.0.1',
    '--daemonize',
    'yes',
    '--dir',
    dir,
    '--pidfile',
    path.join(dir, 'redis.pid'),
    '--logfile',
    path.join(dir, 'redis.log'),
    // Throttle and budget counters only: nothing to keep across a restart.
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
}

/** @param {ClusterState} state */
function stopRedis(state) {
  exec('redis-cli', ['-p', String(portsOf(state.base).redis), 'shutdown', 'nosave'], { stdio: 'ignore' });
}

/**
 * SIGTERM, then SIGKILL past 15 s; only the process recorded (`ticks`), never one that took its pid.
 * @param {string} name
 * @param {number} pid
 * @param {number} [ticks]
 */
async function stopPid(name, pid, ticks) {
  if (!alive(pid, ticks)) return;
  process.kill(pid, 'SIGTERM');
  if (!(await waitForExit(pid, ticks, 15_000))) {
    process.stderr.write(`  ${name} did not stop within 15 s: killed\n`);
    if (alive(pid, ticks)) process.kill(pid, 'SIGKILL');
    await waitForExit(pid, ticks, 5_000);
  }
}

// Holds: whoever works on a Node part (an operator's --restart, the supervisor bringing it back)
// first creates run/<name>.hold, naming itself; nobody else touches the part until it is removed. A
// hold whose holder has ended is stale and taken over.
const holdFile = (/** @type {string} */ name) => path.join(RUN_DIR, `${name}.hold`);
const me = () => `${process.pid} ${startTicks(process.pid)}`;

/** @param {string} name @returns {boolean} whether someone alive holds the part */
function heldByOther(name) {
  const holder = (() => {
    try {
      return readFileSync(holdFile(name), 'utf8');
    } catch {
      return null;
    }
  })();
  if (holder === null || holder === me()) return false;
  const [pid, ticks] = holder.split(' ').map(Number);
  return alive(Number(pid), ticks);
}

/** @param {string} name @returns {boolean} whether this process now holds the part */
function tryHold(name) {
  mkdirSync(RUN_DIR, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(holdFile(name), me(), { flag: 'wx' });
      return true;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (heldByOther(name)) return false;
      rmSync(holdFile(name), { force: true });
    }
  }
  return false;
}

/** @param {string} name @param {number} timeoutMs */
async function hold(name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!tryHold(name)) {
    if (Date.now() > deadline) throw new Error(`${name} stayed held by another process (${holdFile(name)})`);
    await sleep(200);
  }
}

/** @param {string} name */
function release(name) {
  if (!heldByOther(name)) rmSync(holdFile(name), { force: true });
}

/**
 * Stops one part and starts it again: bff-N, legacy-api-N, redis or postgres. `downMs` keeps it
 * stopped that long first (Redis away for 30 s, say). A Node part is held meanwhile, so the
 * supervisor leaves it to us; waits first while the supervisor is bringing it back.
 * @param {string} part
 * @param {{ downMs?: number }} [options]
 */
export async function restart(part, { downMs = 0 } = {}) {
  const state = readState();
  if (!state) throw new Error('no cluster is running (npm run cluster)');
  const pause = () => sleep(downMs);
  if (/^(bff|legacy-api)-\d+$/.test(part)) {
    partSpec(state, part);
    // The supervisor may hold it for its backoff (30 s at most) and a start (legacy-api: 120 s).
    await hold(part, 180_000);
    // A BFF, with another to take its calls, is taken out of the public door meanwhile. A
    // legacy-api instance is not: reloading the internal door would close the BFFs' kept-alive
    // connections to it, and a note sent on one just then would fail (the BFF, like nginx, never
    // sends a POST twice). It stops on its own terms (docs/operations.md, "Deploying").
    const deregister = part.startsWith('bff') && state.bffCount > 1;
    try {
      if (deregister) await setDeregistered(state, part, true);
      const before = readPart(part);
      if (before) await stopPid(part, before.pid, before.ticks);
      await pause();
      const { restarts = 0, lastRestartAt, lastStop } = before ?? {};
      await startPart(state, part, { restarts, lastRestartAt, lastStop });
    } finally {
      if (deregister) await setDeregistered(state, part, false);
      release(part);
    }
  } else if (part === 'redis') {
    stopRedis(state);
    await pause();
    startRedis(state);
  } else if (part === 'postgres') {
    const server = postgresOf(state);
    if (downMs === 0) server.restart();
    else {
      server.stop();
      await pause();
      server.start();
    }
  } else throw new Error(`unknown part ${part}: bff-N, legacy-api-N, redis or postgres`);
}

/** @returns {{ pid: number, ticks: number, startedAt: number } | null} */
const readSupervisor = () => readJson(SUPERVISOR_FILE);

/** Starts the supervisor, detached: it outlives this command and watches until --stop. */
function startSupervisor() {
  mkdirSync(LOG_DIR, { recursive: true });
  const out = openSync(path.join(LOG_DIR, 'supervisor.log'), 'a');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--supervise'], {
    cwd: root,
    env: { ...process.env, CLUSTER_DIR },
    stdio: ['ignore', out, out],
    detached: true,
  });
  closeSync(out);
  child.unref();
  if (child.pid === undefined) throw new Error('the supervisor did not start');
  writeJson(SUPERVISOR_FILE, { pid: child.pid, ticks: startTicks(child.pid) ?? 0, startedAt: Date.now() });
}

async function stopSupervisor() {
  const supervisor = readSupervisor();
  if (supervisor) await stopPid('supervisor', supervisor.pid, supervisor.ticks);
  rmSync(SUPERVISOR_FILE, { force: true });
}

/** A part that stops this soon after starting counts as a quick stop: the pause before the next start grows. */
const STABLE_MS = 60_000;

/**
 * The pause before starting a part again: none after it ran steadily, then 1 s, 2 s, 4 s … 30 s as
 * it keeps stopping within STABLE_MS of starting (a crash loop must not take the machine).
 * @param {number} quickStops stops in a row, each within STABLE_MS of its start
 */
export function restartDelayMs(quickStops) {
  return quickStops <= 0 ? 0 : Math.min(30_000, 1_000 * 2 ** (quickStops - 1));
}

const SUPERVISE_EVERY_MS = 1_000;

/**
 * The supervisor's loop (`--supervise`): every second, each Node part the cluster should have is
 * looked at; one that no longer runs, and that nobody holds, is started again after its pause,
 * with a line in logs/supervisor.log. Ends on SIGTERM (--stop), or when the cluster it watches is
 * gone or another supervisor has replaced it.
 */
async function supervise() {
  const say = (/** @type {string} */ line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);
  /** @type {Map<string, { quickStops: number, busy: boolean }>} */
  const watched = new Map();
  /** How the processes this supervisor started ended, by pid. @type {Map<number, string>} */
  const ended = new Map();
  let stopping = false;
  process.on('SIGTERM', () => {
    stopping = true;
    for (const name of watched.keys()) release(name);
    say('stopping (SIGTERM): parts that stop are no longer started again');
    process.exit(0);
  });

  /** @param {ClusterState} state @param {string} name @param {PartRecord | null} last @param {{ quickStops: number }} entry */
  async function bringBack(state, name, last, entry) {
    entry.quickStops = last && Date.now() - last.startedAt < STABLE_MS ? entry.quickStops + 1 : 0;
    const delay = restartDelayMs(entry.quickStops);
    const how = last
      ? (ended.get(last.pid) ?? 'exit status unknown: started by an earlier command')
      : 'no record';
    say(
      `${name}: pid ${last?.pid ?? '–'} is not running (${how}); starting it again` +
        (delay > 0
          ? ` in ${delay / 1000} s (stop ${entry.quickStops} within ${STABLE_MS / 1000} s of its start)`
          : ''),
    );
    await sleep(delay);
    if (stopping || !tryHold(name)) return;
    const begun = Date.now();
    try {
      const now = readPart(name);
      if (now && alive(now.pid, now.ticks)) return;
      const restarts = (last?.restarts ?? 0) + 1;
      const part = await startPart(
        state,
        name,
        { restarts, lastRestartAt: begun, lastStop: how },
        (pid, exit) => ended.set(pid, exit),
      );
      say(
        `${name}: back as pid ${part.pid}, ready after ${((Date.now() - begun) / 1000).toFixed(1)} s (restart ${restarts})`,
      );
    } catch (error) {
      say(`${name}: did not come back: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      release(name);
    }
  }

  // The command that started us names us in run/supervisor.json right after spawning us.
  for (let waited = 0; readSupervisor()?.pid !== process.pid && waited < 10_000; waited += 100)
    await sleep(100);
  say(`watching the Node parts of ${CLUSTER_DIR} every ${SUPERVISE_EVERY_MS / 1000} s`);
  while (!stopping) {
    const state = readState();
    if (!state || readSupervisor()?.pid !== process.pid) {
      say('the cluster is gone or another supervisor watches it: ending');
      return;
    }
    for (const name of nodeParts(state)) {
      const entry = watched.get(name) ?? { quickStops: 0, busy: false };
      watched.set(name, entry);
      const last = readPart(name);
      if (entry.busy || (last && alive(last.pid, last.ticks)) || heldByOther(name)) continue;
      entry.busy = true;
      // Not awaited: each part comes back on its own time, the others still watched meanwhile.
      void bringBack(state, name, last, entry).finally(() => {
        entry.busy = false;
      });
    }
    await sleep(SUPERVISE_EVERY_MS);
  }
}

export async function stop({ reset = false } = {}) {
  const state = readState();
  // The supervisor first, or it would start again what is being stopped.
  await stopSupervisor();
  if (state) {
    for (const { folder } of Object.values(DOORS)) {
      const nginxPid = path.join(CLUSTER_DIR, folder, 'nginx.pid');
      if (!existsSync(nginxPid)) continue;
      const pid = Number(readFileSync(nginxPid, 'utf8'));
      if (alive(pid)) process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, undefined, 10_000);
    }
    // The BFFs first (they call legacy-api), then legacy-api, then what they stand on.
    const parts = Object.entries(readParts()).sort(
      ([a], [b]) => Number(b.startsWith('bff')) - Number(a.startsWith('bff')),
    );
    for (const [name, part] of parts) {
      await stopPid(name, part.pid, part.ticks);
      rmSync(partFile(name), { force: true });
    }
    writeState(state);
    stopRedis(state);
    const server = postgresOf(state);
    if (existsSync(server.dataDir) && server.isRunning()) server.stop();
  }
  if (reset) rmSync(CLUSTER_DIR, { recursive: true, force: true });
}

/** @param {{ build?: boolean }} [options] */
export async function up({ build = false } = {}) {
  const running = readSupervisor() !== null || Object.keys(readState()?.pids ?? {}).length > 0;
  if (readState() && running) await stop();
  ensureNginx();
  ensureRedis();
  ensureDebian('openssl', ['/usr/bin/openssl'], ['openssl']);
  if (build || !existsSync(path.join(DEPLOY_DIR, 'bff', 'dist', 'server.mjs'))) await buildProduction();

  mkdirSync(CLUSTER_DIR, { recursive: true });
  // A --restart that was cut short may have left an instance out of nginx: a new start has them all.
  rmSync(DEREGISTERED_FILE, { force: true });
  const previous = readState();
  /** @type {ClusterState} */
  const state = {
    base: Number(process.env.CLUSTER_PORT_BASE ?? previous?.base ?? 8400),
    bffCount: Number(process.env.CLUSTER_BFF ?? 2),
    apiCount: Number(process.env.CLUSTER_API ?? 2),
    edition: process.env.EDITION === 'pro' ? 'pro' : 'study',
    // Kept across restarts: the database's password, and the secret notes waiting in browsers need.
    pgPassword: previous?.pgPassword ?? randomBytes(24).toString('hex'),
    noteQueueSecret: previous?.noteQueueSecret ?? randomBytes(32).toString('hex'),
    limits: limitsFromEnvironment(),
    pids: {},
  };
  writeState(state);
  const ports = portsOf(state.base);

  let done = step(`PostgreSQL on 127.0.0.1:${ports.postgres}`);
  const server = postgresOf(state);
  const fresh = !existsSync(server.dataDir);
  if (fresh) {
    mkdirSync(path.dirname(server.dataDir), { recursive: true });
    server.init();
  }
  server.start();
  if (fresh) server.createDatabase(DATABASE);
  done();

  done = step(`Redis on 127.0.0.1:${ports.redis}`);
  startRedis(state);
  done();

  done = step('legacy-api: migrations and seed, once (dist/setup.mjs)');
  const setup = spawnSync(process.execPath, ['dist/setup.mjs'], {
    cwd: path.join(DEPLOY_DIR, 'legacy-api'),
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...legacyEnv(state) },
    stdio: 'inherit',
  });
  if (setup.status !== 0) throw new Error('legacy-api setup failed');
  done();

  done = step(`nginx: https://localhost:${ports.https}, and the internal door 127.0.0.1:${ports.apiDoor}`);
  ensureCertificate();
  for (const door of /** @type {Door[]} */ (Object.keys(DOORS))) {
    const nginx = renderNginx(state, door);
    mustExec('nginx', ['-p', nginx.prefix, '-c', nginx.file, '-t', '-q']);
    mustExec('nginx', ['-p', nginx.prefix, '-c', nginx.file]);
  }
  done();

  // The instances of each kind start side by side: their start-up is mostly waiting.
  const apis = Array.from({ length: state.apiCount }, (_, index) => index + 1);
  done = step(`legacy-api × ${apis.length} on 127.0.0.1:${apis.map((n) => ports.api(n)).join(', ')}`);
  await Promise.all(apis.map((n) => startPart(state, `legacy-api-${n}`)));
  done();
  const bffs = Array.from({ length: state.bffCount }, (_, index) => index + 1);
  done = step(
    `BFF × ${bffs.length} on 127.0.0.1:${bffs.map((n) => ports.bff(n)).join(', ')} (metrics on ${bffs.map((n) => ports.metrics(n)).join(', ')})`,
  );
  await Promise.all(bffs.map((n) => startPart(state, `bff-${n}`)));
  done();
  await waitForOk(`https://localhost:${ports.https}/readyz`, 30_000);
  done = step('supervisor: starts a BFF or legacy-api instance again when it stops');
  startSupervisor();
  done();
  return state;
}

const clock = (/** @type {number} */ t) => new Date(t).toTimeString().slice(0, 8);

/** What runs: the supervisor, then each Node part with what the supervisor did to it. */
function status() {
  const state = readState();
  if (!state) return 'no cluster (npm run cluster starts one)';
  // legacy-api first, as they start, then the BFFs; by number.
  const parts = Object.entries(readParts()).sort(
    ([a], [b]) =>
      Number(a.startsWith('bff')) - Number(b.startsWith('bff')) ||
      a.localeCompare(b, 'en', { numeric: true }),
  );
  if (parts.length === 0) return 'stopped';
  const supervisor = readSupervisor();
  const lines = [
    supervisor && alive(supervisor.pid, supervisor.ticks)
      ? `  ${'supervisor'.padEnd(14)} pid ${supervisor.pid} running since ${clock(supervisor.startedAt)} (${path.relative(process.cwd(), path.join(LOG_DIR, 'supervisor.log'))})`
      : `  ${'supervisor'.padEnd(14)} NOT RUNNING: a part that stops stays stopped`,
  ];
  for (const [name, part] of parts) {
    const restarts =
      part.restarts > 0
        ? `; restarted ${part.restarts} time${part.restarts === 1 ? '' : 's'} by the supervisor, last at ${clock(part.lastRestartAt ?? 0)} (${part.lastStop ?? 'how unknown'})`
        : '';
    lines.push(
      `  ${name.padEnd(14)} pid ${part.pid} ${alive(part.pid, part.ticks) ? 'running' : 'stopped'}${part.startedAt > 0 ? ` since ${clock(part.startedAt)}` : ''}${restarts}`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  try {
    if (args.includes('--supervise')) {
      await supervise();
    } else if (args.includes('--stop')) {
      await stop({ reset: args.includes('--reset') });
      process.stdout.write('The cluster is stopped; nothing of it runs.\n');
    } else if (args.includes('--status')) {
      process.stdout.write(`${status()}\n`);
    } else if (args.includes('--restart')) {
      const part = args[args.indexOf('--restart') + 1] ?? '';
      const down = args.includes('--down') ? Number(args[args.indexOf('--down') + 1]) : 0;
      await restart(part, { downMs: down * 1000 });
      process.stdout.write(`${part} restarted.\n`);
    } else {
      const state = await up({ build: args.includes('--build') });
      const ports = portsOf(state.base);
      process.stdout.write(`
The reference deployment is up (${state.edition} edition, production build, NODE_ENV=production):

  Open            https://localhost:${ports.https}  (certificate: ${path.relative(process.cwd(), certificatePath())})
  nginx           TLS and HTTP/2 in front of ${state.bffCount} BFF instances; another on 127.0.0.1:${ports.apiDoor} in front of ${state.apiCount} legacy-api instances
  Redis           127.0.0.1:${ports.redis}    PostgreSQL  127.0.0.1:${ports.postgres} (database ${DATABASE})
  Metrics         ${Array.from({ length: state.bffCount }, (_, i) => `http://127.0.0.1:${ports.metrics(i + 1)}/metrics`).join('  ')}
  Logs            ${path.relative(process.cwd(), LOG_DIR)}/ (supervisor.log: what it restarted), ${Object.values(
    DOORS,
  )
    .map(({ folder }) => `${path.relative(process.cwd(), path.join(CLUSTER_DIR, folder, 'logs'))}/`)
    .join(', ')}

No demo accounts (production): add licence keys with
  DATABASE_URL=… node .deploy/legacy-api/dist/licences-add.mjs 2000000001-2000000100
Stop with: npm run cluster -- --stop
`);
    }
  } catch (error) {
    process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
    // A start that failed half-way leaves nothing running; a failed --restart or --status stops nothing.
    if (!['--stop', '--restart', '--status', '--supervise'].some((flag) => args.includes(flag))) {
      process.stderr.write(
        `Stopping what started (logs stay in ${path.relative(process.cwd(), LOG_DIR)}).\n`,
      );
      await stop().catch(() => undefined);
    }
    process.exitCode = 1;
  }
}
