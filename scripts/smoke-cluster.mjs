// `node scripts/smoke-cluster.mjs`: the reference deployment (scripts/cluster.mjs) proven end to end in
// about a minute, from the production build (`npm run build:production` first). A cluster of its own
// (.cluster-smoke/, port base SMOKE_CLUSTER_PORT_BASE: 8800, or E2E_PORT_BASE + 500 for a suite run
// side by side) is started through the cluster's own
// commands as an operator would; learners sign in, complete a step, write a note and sign out over
// https through nginx, with the cookies and the CSRF header the web sends, while one BFF is restarted
// (a rolling restart); then a BFF is killed with SIGKILL and the supervisor must bring it back. It
// checks: no learner request failed, every note acknowledged is in PostgreSQL exactly once and none
// other, the killed BFF serves again and --status counts its restart, and after --stop nothing of
// the cluster runs or listens. A stage of `npm test` (its time is in docs/testing.md).
import { existsSync, readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { DEPLOY_DIR } from './build-production.mjs';
import { root, runCaptured } from './lib.mjs';

/** A suite run side by side with another (E2E_PORT_BASE) has a cluster on ports of its own too. */
const BASE = Number(
  process.env.SMOKE_CLUSTER_PORT_BASE ??
    (process.env.E2E_PORT_BASE ? Number(process.env.E2E_PORT_BASE) + 500 : 8800),
);
const DIR = path.join(root, '.cluster-smoke');
// Before cluster.mjs is loaded: it reads its folder once.
process.env.CLUSTER_DIR = DIR;
const { alive, certificatePath, portsOf, readParts, readState, startTicks } = await import('./cluster.mjs');
const { clusterQuery, ensureLearners, LEARNER_PASSWORD, textSteps } = await import('./cluster-learners.mjs');

const LEARNERS = 12;
/** Learners at once, each going round its journey until the burst ends. */
const CONCURRENCY = 12;
/** The rolling restart starts this long into the burst; the burst goes on this long after it. */
const RESTART_AFTER_MS = 4_000;
const AFTER_RESTART_MS = 4_000;
/** Whatever happens, the burst ends by then. */
const BURST_MAX_MS = 60_000;
const begun = Date.now();
const runId = `smoke-${Date.now().toString(36)}`;
const seconds = (/** @type {number} */ from) => ((Date.now() - from) / 1000).toFixed(1);

/** @type {Record<string, string>} */
const timings = {};

/**
 * @param {boolean} condition
 * @param {string} what
 */
function check(condition, what) {
  if (!condition) throw new Error(`cluster smoke: ${what}`);
  process.stdout.write(`  ✓ ${what} (${seconds(begun)} s)\n`);
}

/**
 * The cluster's command, as an operator runs it; its output kept for a failure.
 * @param {string[]} args
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
function cluster(args) {
  return runCaptured(process.execPath, [path.join(root, 'scripts', 'cluster.mjs'), ...args], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_DIR: DIR,
      CLUSTER_PORT_BASE: String(BASE),
      CLUSTER_BFF: '2',
      CLUSTER_API: '2',
    },
  }).then(({ code, output }) => ({ ok: code === 0, output }));
}

/** Calls sent once more after their kept-alive connection closed before any answer. */
let resent = 0;

/**
 * A learner's browser, as far as the BFF can tell: one origin, its cookies, the CSRF header on every
 * call, Origin on a POST and Sec-Fetch-Site on a GET; HTTP/1.1 kept alive through nginx's TLS.
 * @param {string} origin
 * @param {Buffer} ca
 */
function browser(origin, ca) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: 2, ca });
  /** @type {Map<string, string>} */
  const jar = new Map();
  /**
   * @param {'GET' | 'POST'} method
   * @param {string} url
   * @param {unknown} [body]
   * @param {boolean} [retried] sent once already, on a connection that closed
   * @returns {Promise<{ status: number, json: unknown }>}
   */
  const call = (method, url, body, retried = false) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = https.request(
        `${origin}${url}`,
        {
          method,
          agent,
          timeout: 15_000,
          headers: {
            'x-studyflow-csrf': '1',
            'accept-language': 'en-GB',
            ...(method === 'POST'
              ? { origin, 'content-type': 'application/json' }
              : { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }),
            ...(jar.size > 0 && { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }),
          },
        },
        (answer) => {
          for (const line of answer.headers['set-cookie'] ?? []) {
            const [pair = '', ...attributes] = line.split(';');
            const name = pair.slice(0, pair.indexOf('='));
            const value = pair.slice(pair.indexOf('=') + 1);
            const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
            if (expired || value === '') jar.delete(name);
            else jar.set(name, value);
          }
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk) => {
            text += chunk;
          });
          answer.on('end', () => {
            let json = null;
            try {
              json = JSON.parse(text);
            } catch {}
            resolve({ status: answer.statusCode ?? 0, json });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('no answer within 15 s')));
      // As a browser does: a kept-alive connection the server closed just as this call went out
      // (nginx's old workers close theirs on a reload) failed before any answer, so it is sent once
      // more on a new connection.
      request.on('error', (error) => {
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        if (request.reusedSocket && !retried && (code === 'ECONNRESET' || code === 'EPIPE')) {
          resent += 1;
          resolve(call(method, url, body, true));
        } else reject(error);
      });
      request.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

/**
 * The one call's data, or why it failed: a batch answers 200 even when its call failed.
 * @param {{ status: number, json: any }} answer
 */
function dataOf(answer) {
  const entries = Array.isArray(answer.json) ? answer.json : [answer.json];
  const failed = entries.find((entry) => entry?.error || !entry?.result);
  if (answer.status >= 400 || failed !== undefined)
    return {
      error: `${answer.status} ${failed?.error?.data?.code ?? failed?.error?.message ?? 'no result'}`,
    };
  return { data: entries[0].result.data };
}

/** @typedef {{ flowSlug: string, learningModuleSlug: string, chapterSlug: string, stepSlug: string }} StepAddress */

/**
 * `concurrency` learners going round sign in, the first view, open a step, complete it, write a
 * note, sign out, until `until(round)` says stop. Every failed call is kept, every acknowledged note too.
 * @param {string} origin
 * @param {Buffer} ca
 * @param {string[]} emails
 * @param {StepAddress[]} steps
 * @param {number} concurrency
 * @param {(round: number) => boolean} until
 */
async function burst(origin, ca, emails, steps, concurrency, until) {
  /** @type {{ step: string, error: string, at: number }[]} */
  const failures = [];
  /** @type {{ id: number, content: string }[]} */
  const notes = [];
  let requests = 0;
  let journeys = 0;
  /**
   * @param {string} step
   * @param {Promise<{ status: number, json: unknown }>} sent
   */
  const expect = async (step, sent) => {
    requests += 1;
    const answer = await sent.catch((error) => ({ status: 0, json: { error: { message: String(error) } } }));
    const result = dataOf(answer);
    if (result.error !== undefined) failures.push({ step, error: result.error, at: Date.now() });
    return result.data;
  };
  const learner = async (/** @type {number} */ index) => {
    for (let round = 0; !until(round); round += 1) {
      const email = emails[(index + round * concurrency) % emails.length] ?? '';
      const step = /** @type {StepAddress} */ (steps[(index * 7 + round) % steps.length]);
      const { call, close } = browser(origin, ca);
      try {
        const signedIn = await expect(
          'sign in',
          call('POST', '/trpc/auth.signIn?batch=1', {
            0: { email, password: LEARNER_PASSWORD, timeZone: 'Europe/London' },
          }),
        );
        if (signedIn === undefined) continue;
        await expect(
          'first view',
          call('GET', `/trpc/auth.authorize,config.get?batch=1&input=${encodeURIComponent('{}')}`),
        );
        const opened = await expect(
          'open step',
          call(
            'GET',
            `/trpc/steps.get?input=${encodeURIComponent(JSON.stringify({ ...step, view: 'flows', trackSession: true }))}`,
          ),
        );
        await expect('complete step', call('POST', '/trpc/steps.complete?batch=1', { 0: step }));
        const content = `${runId}-${index}-${round}`;
        const progressStepId = opened?.progressStep?.id;
        const written = await expect(
          'write note',
          call('POST', '/trpc/notes.create?batch=1', { 0: { content, progressStepId } }),
        );
        if (written?.note?.id !== undefined) notes.push({ id: Number(written.note.id), content });
        await expect('sign out', call('POST', '/trpc/auth.signOut?batch=1', {}));
        journeys += 1;
      } finally {
        close();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => learner(index)));
  return { failures, notes, requests, journeys };
}

/**
 * How many sign-ins a BFF has answered, from its own metrics.
 * @param {number} metricsPort
 */
async function signInsServedBy(metricsPort) {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((answer) => answer.text());
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('studyflow_bff_http_request_duration_seconds_count{') &&
        line.includes('procedure="auth.signIn"'),
    )
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** The local TCP ports something listens on (IPv4 and IPv6), from /proc. */
function listeningPorts() {
  /** @type {Set<number>} */
  const ports = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // st 0A: LISTEN
      if (fields[3] === '0A') ports.add(Number.parseInt(String(fields[1]).split(':')[1] ?? '', 16));
    }
  }
  return ports;
}

/** The cluster's own processes now: its Node parts, nginx, Redis, PostgreSQL. */
function clusterPids() {
  /** @type {{ name: string, pid: number, ticks?: number }[]} */
  const found = Object.entries(readParts()).map(([name, part]) => ({
    name,
    pid: part.pid,
    ticks: part.ticks,
  }));
  for (const [name, file] of [
    ['supervisor', path.join(DIR, 'run', 'supervisor.json')],
    ['nginx', path.join(DIR, 'nginx', 'nginx.pid')],
    ['nginx (internal door)', path.join(DIR, 'nginx-internal', 'nginx.pid')],
    ['redis', path.join(DIR, 'redis', 'redis.pid')],
    ['postgres', path.join(DIR, 'postgres', 'data', 'postmaster.pid')],
  ]) {
    if (!existsSync(String(file))) continue;
    const text = readFileSync(String(file), 'utf8');
    const record = text.startsWith('{') ? JSON.parse(text) : { pid: Number(text.split('\n')[0]) };
    found.push({
      name: String(name),
      pid: record.pid,
      ticks: record.ticks ?? startTicks(record.pid) ?? undefined,
    });
  }
  return found;
}

async function smoke() {
  if (!existsSync(path.join(DEPLOY_DIR, 'bff', 'dist', 'server.mjs')))
    throw new Error('no production build: run `npm run build:production` first');
  // A smoke run that ended half-way leaves its cluster behind: stopped and removed first.
  if (existsSync(DIR)) await cluster(['--stop', '--reset']);

  let from = Date.now();
  const started = await cluster([]);
  if (!started.ok) throw new Error(`the cluster did not start:\n${started.output}`);
  timings.start = seconds(from);
  const state = readState();
  if (!state) throw new Error('the cluster wrote no state');
  const ports = portsOf(state.base);
  const origin = `https://localhost:${ports.https}`;
  check(true, `the cluster is up from the production build on ${origin}`);
  /** Every process of the cluster seen during the run: none may outlive --stop. */
  const seen = new Map(clusterPids().map((entry) => [entry.pid, entry]));

  from = Date.now();
  const emails = Array.from({ length: LEARNERS }, (_, index) => `smoke-${index + 1}@smoke.studyflow.example`);
  await ensureLearners(state, {
    count: LEARNERS,
    emailOf: (n) => emails[n - 1] ?? '',
    firstKey: 3_000_090_000,
  });
  const steps = textSteps(state);
  timings.learners = seconds(from);
  check(
    steps.length > 0,
    `${LEARNERS} learners signed up at the upstream, ${steps.length} text steps to open`,
  );

  from = Date.now();
  const ca = readFileSync(certificatePath());
  /** @type {number | undefined} */
  let restartedAt;
  const burstStart = Date.now();
  const rolling = (async () => {
    await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS));
    const restarted = await cluster(['--restart', 'bff-1']);
    restartedAt = Date.now();
    return restarted;
  })();
  const done = await burst(
    origin,
    ca,
    emails,
    steps,
    CONCURRENCY,
    () =>
      Date.now() - burstStart > BURST_MAX_MS ||
      (restartedAt !== undefined && Date.now() - restartedAt > AFTER_RESTART_MS),
  );
  const restarted = await rolling;
  timings.burst = seconds(from);
  for (const entry of clusterPids()) seen.set(entry.pid, entry);
  check(
    restarted.ok,
    `bff-1 restarted mid-burst (npm run cluster -- --restart bff-1)${restarted.ok ? '' : `:\n${restarted.output}`}`,
  );
  check(
    done.failures.length === 0,
    `${done.journeys} learner journeys, ${done.requests} requests over https through nginx, 0 failed` +
      (resent > 0 ? ` (${resent} sent again on a new connection, as a browser does)` : '') +
      (done.failures.length === 0
        ? ''
        : `: ${done.failures.length} failed, first ${JSON.stringify(done.failures.slice(0, 5))}`),
  );
  const stored = clusterQuery(state, `select id, content from notes where content like '${runId}-%'`);
  const acknowledged = new Map(done.notes.map((note) => [note.content, note.id]));
  const missing = done.notes.filter(
    (note) => !stored.some(([id, content]) => content === note.content && Number(id) === note.id),
  );
  const extra = stored.filter(([, content]) => !acknowledged.has(String(content)));
  check(
    done.notes.length > 0 &&
      missing.length === 0 &&
      extra.length === 0 &&
      stored.length === done.notes.length,
    `nothing lost: ${done.notes.length} notes acknowledged, ${stored.length} in PostgreSQL (missing ${missing.length}, unacknowledged ${extra.length})`,
  );

  from = Date.now();
  const victim = readParts()['bff-2'];
  if (!victim) throw new Error('bff-2 has no record');
  process.kill(victim.pid, 'SIGKILL');
  const deadline = Date.now() + 60_000;
  let back = readParts()['bff-2'];
  for (;;) {
    back = readParts()['bff-2'];
    const ready =
      back !== undefined &&
      back.pid !== victim.pid &&
      alive(back.pid, back.ticks) &&
      (await fetch(`http://127.0.0.1:${ports.bff(2)}/readyz`).then(
        (answer) => answer.status === 200,
        () => false,
      ));
    if (ready || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  timings.supervisor = seconds(from);
  check(
    back !== undefined && back.pid !== victim.pid,
    `the supervisor started bff-2 again after SIGKILL (pid ${victim.pid} → ${back?.pid}, ready in ${timings.supervisor} s)`,
  );
  for (const entry of clusterPids()) seen.set(entry.pid, entry);
  const status = await cluster(['--status']);
  check(
    /bff-2 +pid \d+ running .*restarted 1 time by the supervisor/.test(status.output),
    `--status shows it: ${status.output
      .split('\n')
      .find((line) => line.includes('bff-2'))
      ?.trim()}`,
  );
  // Learners through nginx again: the instance that came back takes its share.
  const served = await signInsServedBy(ports.metrics(2));
  const after = await burst(origin, ca, emails, steps, 4, (round) => round >= 1);
  const servedAfter = (await signInsServedBy(ports.metrics(2))) - served;
  check(
    after.failures.length === 0 && after.notes.length === 4 && servedAfter > 0,
    `learners are served again, bff-2 among the instances (${servedAfter} of 4 sign-ins)`,
  );

  from = Date.now();
  const stopped = await cluster(['--stop', '--reset']);
  timings.stop = seconds(from);
  const running = [...seen.values()].filter((entry) => alive(entry.pid, entry.ticks));
  const ours = Object.values(portsOf(BASE)).flatMap((port) =>
    typeof port === 'number' ? [port] : [1, 2].map((n) => port(n)),
  );
  const listening = ours.filter((port) => listeningPorts().has(port));
  check(
    stopped.ok && running.length === 0 && listening.length === 0 && !existsSync(DIR),
    `--stop: nothing of it runs (${seen.size} processes seen during the run, ${running.length} left: ${running.map((entry) => entry.name).join(', ') || 'none'}), nothing listens on its ports (${listening.join(', ') || 'none'})`,
  );
}

try {
  await smoke();
  process.stdout.write(
    `Cluster smoke passed in ${seconds(begun)} s (start ${timings.start} s, learners ${timings.learners} s, burst with the rolling restart ${timings.burst} s, supervisor ${timings.supervisor} s, stop ${timings.stop} s)\n`,
  );
} catch (error) {
  process.stderr.write(`✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.stderr.write(`Logs: ${path.join(DIR, 'logs')} (kept); stopping the cluster.\n`);
  await cluster(['--stop']);
  process.exitCode = 1;
}
