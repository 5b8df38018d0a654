// `npm run cluster`: the reference deployment on one machine, from the production build (.deploy/):
// nginx terminating TLS (a certificate it makes) in front of BFF instances, and on an internal door in
// front of legacy-api instances; Redis shared by the BFFs; PostgreSQL under legacy-api. Every part is
// Debian's, installed when missing (as root), and listens on 127.0.0.1 only.
//
//   npm run cluster                     build when needed, start everything, print the URL, return
//   npm run cluster -- --stop           stop everything (nothing left running; the data stays)
//   npm run cluster -- --stop --reset   …and delete .cluster/ (database, uploads, certificate)
//   npm run cluster -- --restart bff-1  stop one part (bff-N, legacy-api-N, redis, postgres) and start it again
//   npm run cluster -- --restart redis --down 30   …kept stopped 30 s first
//   npm run cluster -- --status         what runs
//
// Environment: CLUSTER_PORT_BASE (8400), CLUSTER_BFF (2), CLUSTER_API (2), CLUSTER_RATE_LIMIT_MAX
// (20000 calls a minute per client address, for a campus behind one NAT address), CLUSTER_THROTTLE_IP_MAX
// (500), CLUSTER_SEARCH_IP_MAX (6000 searches a minute per address), EDITION, and --build to
// rebuild .deploy/ first. docs/operations.md, "Deploying", explains the configuration it renders.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { buildProduction, DEPLOY_DIR } from './build-production.mjs';
import { ensureDebian, root, step } from './lib.mjs';
import { exec, mustExec, postgresServer } from './postgres.mjs';

export const CLUSTER_DIR = path.join(root, '.cluster');
const STATE_FILE = path.join(CLUSTER_DIR, 'state.json');
const TEMPLATE = path.join(root, 'deploy', 'nginx', 'studyflow.conf.template');
const isRoot = process.getuid?.() === 0;
const DATABASE = 'studyflow';

/**
 * What a running cluster is: its ports, its secrets, the pids of its Node processes.
 * @typedef {{
 *   base: number, bffCount: number, apiCount: number, edition: string,
 *   pgPassword: string, noteQueueSecret: string, pids: Record<string, number>
 * }} ClusterState
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

/** @returns {ClusterState | null} */
export function readState() {
  return existsSync(STATE_FILE) ? JSON.parse(readFileSync(STATE_FILE, 'utf8')) : null;
}

/** @param {ClusterState} state */
function writeState(state) {
  writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/** @param {ClusterState} state */
const postgresOf = (state) =>
  postgresServer({
    dir: path.join(CLUSTER_DIR, 'postgres'),
    port: portsOf(state.base).postgres,
    password: state.pgPassword,
    durable: true,
  });

/** @param {number} pid */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * @param {number} pid
 * @param {number} timeoutMs
 */
async function waitForExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return !alive(pid);
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
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

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

/** @param {ClusterState} state */
function renderNginx(state) {
  const ports = portsOf(state.base);
  const prefix = path.join(CLUSTER_DIR, 'nginx');
  for (const folder of ['logs', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'])
    mkdirSync(path.join(prefix, folder), { recursive: true });
  // Run as root, nginx's workers drop to www-data: they write request bodies to temp/.
  if (isRoot) {
    const id = (/** @type {string} */ flag) =>
      Number(spawnSync('id', [flag, 'www-data'], { encoding: 'utf8' }).stdout);
    for (const folder of ['temp', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'])
      chownSync(path.join(prefix, folder), id('-u'), id('-g'));
  }
  const servers = (/** @type {number} */ count, /** @type {(n: number) => number} */ port) =>
    Array.from(
      { length: count },
      (_, index) => `    server 127.0.0.1:${port(index + 1)} max_fails=2 fail_timeout=10s;`,
    ).join('\n');
  /** @type {Record<string, string>} */
  const values = {
    PREFIX: prefix,
    USER: isRoot ? 'user www-data;' : '',
    HTTPS_PORT: String(ports.https),
    HTTP_PORT: String(ports.http),
    API_PORT: String(ports.apiDoor),
    BFF_SERVERS: servers(state.bffCount, ports.bff),
    API_SERVERS: servers(state.apiCount, ports.api),
    CERT: certificatePath(),
    CERT_KEY: path.join(CLUSTER_DIR, 'tls', 'key.pem'),
  };
  const config = readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    return value;
  });
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  return { prefix, file };
}

/**
 * Starts a Node process of the production build in the background, its output in .cluster/logs.
 * @param {ClusterState} state
 * @param {string} name e.g. bff-1
 * @param {string} app bff | legacy-api
 * @param {string} script e.g. dist/server.mjs
 * @param {NodeJS.ProcessEnv} env
 */
function startNode(state, name, app, script, env) {
  const logs = path.join(CLUSTER_DIR, 'logs');
  mkdirSync(logs, { recursive: true });
  const out = openSync(path.join(logs, `${name}.log`), 'a');
  const child = spawn(process.execPath, [script], {
    cwd: path.join(DEPLOY_DIR, app),
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.unref();
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  state.pids[name] = child.pid;
  writeState(state);
  return child.pid;
}

/** @param {ClusterState} state */
const legacyEnv = (state) => ({
  DATABASE_URL: postgresOf(state).url(DATABASE),
  DATA_DIR: path.join(CLUSTER_DIR, 'data'),
  APP_URL: `https://localhost:${portsOf(state.base).https}`,
  EDITION: state.edition,
  LOG_LEVEL: 'warn',
});

/**
 * @param {ClusterState} state
 * @param {number} n
 */
async function startApi(state, n) {
  const ports = portsOf(state.base);
  startNode(state, `legacy-api-${n}`, 'legacy-api', 'dist/server.mjs', {
    ...legacyEnv(state),
    PORT: String(ports.api(n)),
  });
  await waitForOk(`http://127.0.0.1:${ports.api(n)}/api/health`, 120_000);
}

/**
 * @param {ClusterState} state
 * @param {number} n
 */
async function startBff(state, n) {
  const ports = portsOf(state.base);
  startNode(state, `bff-${n}`, 'bff', 'dist/server.mjs', {
    PORT: String(ports.bff(n)),
    EDITION: state.edition,
    UPSTREAM_URL: `http://127.0.0.1:${ports.apiDoor}/api`,
    PUBLIC_ORIGIN: `https://localhost:${ports.https}`,
    WEB_DIST: path.join(DEPLOY_DIR, 'web'),
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    NOTE_QUEUE_SECRET: state.noteQueueSecret,
    TRUST_PROXY: '1',
    // A campus sends a whole building's learners from one NAT address (and the load test sends all
    // of its learners from 127.0.0.1): the per-address limit is sized for that, not for one home.
    RATE_LIMIT_MAX: process.env.CLUSTER_RATE_LIMIT_MAX ?? '20000',
    // Sign-ins hold a unit of the per-address throttle while in flight: at 30 a campus queues up
    // behind its own address once sign-ins slow (bench/README.md, the load test's knee).
    THROTTLE_IP_MAX: process.env.CLUSTER_THROTTLE_IP_MAX ?? '500',
    // Search's per-address budget (600 a minute by default): 1 000 learners active search ≈ 830 times
    // a minute in the load test's journeys, and the top bar asks as each learner types.
    SEARCH_IP_MAX: process.env.CLUSTER_SEARCH_IP_MAX ?? '6000',
    METRICS_PORT: String(ports.metrics(n)),
    LOG_LEVEL: 'warn',
  });
  await waitForOk(`http://127.0.0.1:${ports.bff(n)}/readyz`, 60_000);
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

/** @param {string} name @param {number} pid */
async function stopPid(name, pid) {
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  if (!(await waitForExit(pid, 15_000))) {
    process.stderr.write(`  ${name} did not stop within 15 s: killed\n`);
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
}

/**
 * Stops one part and starts it again: bff-N, legacy-api-N, redis or postgres. `downMs` keeps it
 * stopped that long first (Redis away for 30 s, say).
 * @param {string} part
 * @param {{ downMs?: number }} [options]
 */
export async function restart(part, { downMs = 0 } = {}) {
  const state = readState();
  if (!state) throw new Error('no cluster is running (npm run cluster)');
  const pause = () => new Promise((resolve) => setTimeout(resolve, downMs));
  const node = /^(bff|legacy-api)-(\d+)$/.exec(part);
  if (node) {
    const pid = state.pids[part];
    if (pid !== undefined) await stopPid(part, pid);
    await pause();
    const n = Number(node[2]);
    if (node[1] === 'bff') await startBff(state, n);
    else await startApi(state, n);
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

export async function stop({ reset = false } = {}) {
  const state = readState();
  if (state) {
    const nginxPid = path.join(CLUSTER_DIR, 'nginx', 'nginx.pid');
    if (existsSync(nginxPid)) {
      const pid = Number(readFileSync(nginxPid, 'utf8'));
      if (alive(pid)) process.kill(pid, 'SIGQUIT');
      await waitForExit(pid, 10_000);
    }
    // The BFFs first (they call legacy-api), then legacy-api, then what they stand on.
    const names = Object.keys(state.pids).sort(
      (a, b) => Number(b.startsWith('bff')) - Number(a.startsWith('bff')),
    );
    for (const [name, pid] of names.map((name) => [name, state.pids[name] ?? 0]))
      await stopPid(String(name), Number(pid));
    state.pids = {};
    writeState(state);
    stopRedis(state);
    const server = postgresOf(state);
    if (existsSync(server.dataDir) && server.isRunning()) server.stop();
  }
  if (reset) rmSync(CLUSTER_DIR, { recursive: true, force: true });
}

/** @param {{ build?: boolean }} [options] */
export async function up({ build = false } = {}) {
  if (readState() && Object.keys(readState()?.pids ?? {}).length > 0) await stop();
  ensureDebian('nginx', ['/usr/sbin/nginx'], ['nginx']);
  ensureDebian('redis-server', ['/usr/bin/redis-server'], ['redis-server']);
  ensureDebian('openssl', ['/usr/bin/openssl'], ['openssl']);
  if (build || !existsSync(path.join(DEPLOY_DIR, 'bff', 'dist', 'server.mjs'))) await buildProduction();

  mkdirSync(CLUSTER_DIR, { recursive: true });
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

  done = step(`nginx: https://localhost:${ports.https} and the internal door 127.0.0.1:${ports.apiDoor}`);
  ensureCertificate();
  const nginx = renderNginx(state);
  mustExec('nginx', ['-p', nginx.prefix, '-c', nginx.file, '-t', '-q']);
  mustExec('nginx', ['-p', nginx.prefix, '-c', nginx.file]);
  done();

  for (let n = 1; n <= state.apiCount; n += 1) {
    done = step(`legacy-api-${n} on 127.0.0.1:${ports.api(n)}`);
    await startApi(state, n);
    done();
  }
  for (let n = 1; n <= state.bffCount; n += 1) {
    done = step(`bff-${n} on 127.0.0.1:${ports.bff(n)} (metrics on :${ports.metrics(n)})`);
    await startBff(state, n);
    done();
  }
  await waitForOk(`https://localhost:${ports.https}/readyz`, 30_000);
  return state;
}

function status() {
  const state = readState();
  if (!state) return 'no cluster (npm run cluster starts one)';
  const lines = Object.entries(state.pids).map(
    ([name, pid]) => `  ${name.padEnd(14)} pid ${pid} ${alive(pid) ? 'running' : 'stopped'}`,
  );
  return lines.length === 0 ? 'stopped' : lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  try {
    if (args.includes('--stop')) {
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
  nginx           TLS and HTTP/2 in front of ${state.bffCount} BFF instances; 127.0.0.1:${ports.apiDoor} in front of ${state.apiCount} legacy-api instances
  Redis           127.0.0.1:${ports.redis}    PostgreSQL  127.0.0.1:${ports.postgres} (database ${DATABASE})
  Metrics         ${Array.from({ length: state.bffCount }, (_, i) => `http://127.0.0.1:${ports.metrics(i + 1)}/metrics`).join('  ')}
  Logs            .cluster/logs/, .cluster/nginx/logs/

No demo accounts (production): add licence keys with
  DATABASE_URL=… node .deploy/legacy-api/dist/licences-add.mjs 2000000001-2000000100
Stop with: npm run cluster -- --stop
`);
    }
  } catch (error) {
    process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
    if (!args.includes('--stop')) {
      process.stderr.write('Stopping what started (logs stay in .cluster/logs).\n');
      await stop().catch(() => undefined);
    }
    process.exitCode = 1;
  }
}
