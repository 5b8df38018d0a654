// Learner journeys against the reference deployment (`npm run cluster`): sign in, the first view,
// open a step, complete it, write a note and a journal entry, search, favourite, sign out, ~10 s of
// reading between two actions, as the web calls the BFF (scenario.mjs). Artillery 2 drives them,
// raising the arrival rate phase by phase to find the knee; the BFFs' own histograms and the CPU of
// every process are read beside it; at the end every write Artillery was told succeeded is looked
// for in PostgreSQL (exactly once). With --faults, parts of the cluster are restarted mid-run. With
// --soak, arrivals stay constant at a share of the knee, and each BFF's memory, heap, file
// descriptors and sockets are sampled every 10 s: how much each grew after the warm-up.
//
// Usage: `pnpm --filter @studyflow/bench load -- [--duration 300] [--learners 1000] [--rate R]
//        [--steps 5] [--think 10] [--faults] [--p95 250] [--soak 0.5 [--knee 571]]`
//   --duration s   the arrival phases' length; journeys still running then finish (≈ 75 s more)
//   --learners N   accounts (created once, kept in the cluster's database: not measured)
//   --rate R       the last phase's arrivals per second (default: what keeps N learners active)
//   --steps K      phases, arrivals rising R/K, 2R/K, … R, each duration/K long
//   --faults       restart bff-1, then bff-2, then legacy-api-1; Redis away 30 s; PostgreSQL restart
//   --soak F       one phase of constant arrivals keeping F × the knee's learners active (--knee, the
//                  measured 571 by default) for --duration s; the first 20 % of it (at least one
//                  journey, at most half) is warm-up; growth of RSS, heap used, fds and sockets from
//                  then to the end, each BFF sampled every 10 s
// Artillery (460 MB) is no workspace dependency: installed pinned into .tools/artillery when missing
// (docs/decisions.md, "Load test: Artillery, installed on demand"). The last line printed is JSON.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CLUSTER_DIR, certificatePath, portsOf, readState } from '../../scripts/cluster.mjs';
import {
  clusterQuery,
  ensureLearners,
  LEARNER_PASSWORD,
  textSteps,
} from '../../scripts/cluster-learners.mjs';
import {
  cpuSummary,
  histogramQuantiles,
  sampleBffs,
  sampleCpu,
  scrapeHistogram,
  soakGrowth,
} from './observe.mjs';
import { artilleryScript, STEPS, THINKS } from './scenario.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
const ARTILLERY_DIR = path.join(ROOT, '.tools', 'artillery');
const ARTILLERY = path.join(ARTILLERY_DIR, 'node_modules', '.bin', 'artillery');
const ARTILLERY_PACKAGES = ['artillery@2.0.34', 'artillery-plugin-ensure@1.27.0'];
const EMAIL = (/** @type {number} */ n) => `learner-${n}@load.studyflow.example`;
const FIRST_KEY = 3_000_010_000;
/** Learners active at the knee measured on the 2-core machine (bench/README.md, 2026-11-29). */
const KNEE_LEARNERS = 571;
/** A soak's samples of each BFF, and the share of the run that is warm-up (at least one journey). */
const SOAK_SAMPLE_MS = 10_000;
const SOAK_WARMUP_SHARE = 0.2;
/** Least time between two faults' starts: past nginx's fail_timeout (10 s), and the calls after it. */
const FAULT_GAP_MS = 20_000;

const { values: args } = parseArgs({
  // `pnpm … load -- --duration 60` may hand the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '300' },
    learners: { type: 'string', default: '1000' },
    rate: { type: 'string' },
    steps: { type: 'string', default: '5' },
    think: { type: 'string', default: '10' },
    p95: { type: 'string', default: '250' },
    faults: { type: 'boolean', default: false },
    soak: { type: 'string' },
    knee: { type: 'string', default: String(KNEE_LEARNERS) },
  },
});
const duration = Number(args.duration);
const learnerCount = Number(args.learners);
const think = Number(args.think);
const p95Target = Number(args.p95);
// A journey: THINKS pauses of `think` s, plus the calls themselves.
const journeySeconds = THINKS * think + 2;
const peakRate = args.rate === undefined ? learnerCount / journeySeconds : Number(args.rate);
const soakShare = args.soak === undefined ? null : Number(args.soak);
if (soakShare !== null && !(soakShare > 0 && soakShare <= 2))
  throw new Error(`--soak takes the share of the knee to hold, e.g. 0.5 (got ${args.soak})`);
if (soakShare !== null && args.faults)
  throw new Error(
    '--soak and --faults measure different things (a restart starts memory from zero): run them apart',
  );
const soakLearners = soakShare === null ? 0 : Math.round(soakShare * Number(args.knee));
const phaseCount = soakShare === null ? Math.max(1, Number(args.steps)) : 1;
// At least one journey, so learners active have reached the level held; at most half the run.
const warmupSeconds = Math.round(
  Math.min(Math.max(SOAK_WARMUP_SHARE * duration, journeySeconds), duration / 2),
);
/** Arrivals a second in a phase. @param {import('./scenario.mjs').Phase} phase */
const arrivalsOf = (phase) =>
  phase.arrivalRate ?? Math.round(((phase.arrivalCount ?? 0) / phase.duration) * 100) / 100;

/** @param {string} message */
const say = (message) => process.stderr.write(`${message}\n`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {NonNullable<ReturnType<typeof readState>>} ClusterState */

/** The cluster's CLI (scripts/cluster.mjs), as an operator runs it. @param {string[]} argv */
function cluster(argv) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'cluster.mjs'), ...argv], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** @param {string} url @returns {Promise<number>} */
function httpsStatus(url) {
  return new Promise((resolve) => {
    const request = https.get(url, { ca: readFileSync(certificatePath()), timeout: 5_000 }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.on('timeout', () => request.destroy());
  });
}

/** @returns {Promise<ClusterState>} */
async function ensureCluster() {
  const state = readState();
  const https = state && `https://localhost:${portsOf(state.base).https}/readyz`;
  if (state && https && Object.keys(state.pids).length > 0 && (await httpsStatus(https)) === 200)
    return state;
  say('Starting the cluster (npm run cluster)…');
  if (!(await cluster([]))) throw new Error('npm run cluster failed');
  const started = readState();
  if (!started) throw new Error('the cluster wrote no state');
  return started;
}

function ensureArtillery() {
  if (existsSync(ARTILLERY)) return;
  say(`Installing ${ARTILLERY_PACKAGES.join(' ')} into .tools/artillery (once)…`);
  mkdirSync(ARTILLERY_DIR, { recursive: true });
  const installed = spawnSync(
    'npm',
    ['install', '--prefix', ARTILLERY_DIR, '--no-audit', '--no-fund', ...ARTILLERY_PACKAGES],
    { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
  );
  if (installed.status !== 0 || !existsSync(ARTILLERY)) throw new Error('installing Artillery failed');
}

/**
 * The process groups whose CPU is sampled: their root pids, asked again at every sample (a part
 * restarted has a new pid).
 * @param {() => number | undefined} artilleryPid
 */
function processGroups(artilleryPid) {
  /** @param {string} file */
  const pidIn = (file) => {
    try {
      return [Number(readFileSync(file, 'utf8').split('\n')[0])];
    } catch {
      return [];
    }
  };
  return () => {
    const state = readState();
    /** @type {Record<string, number[]>} */
    const groups = {
      nginx: pidIn(path.join(CLUSTER_DIR, 'nginx', 'nginx.pid')),
      postgres: pidIn(path.join(CLUSTER_DIR, 'postgres', 'data', 'postmaster.pid')),
      redis: pidIn(path.join(CLUSTER_DIR, 'redis', 'redis.pid')),
    };
    for (const [name, pid] of Object.entries(state?.pids ?? {})) groups[name] = [pid];
    const artillery = artilleryPid();
    groups.artillery = artillery === undefined ? [] : [artillery];
    return groups;
  };
}

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
 * The faults of --faults, in order, the first at 15 % of the arrival phases: each restart through
 * the cluster's CLI (which waits until the part answers again), timed. Redis is kept down
 * 30 s (`--restart redis --down 30`). A rolling restart waits before the next part. Before stop 42
 * a restart only sent SIGTERM: nginx marked a BFF that refused two connections unavailable for
 * fail_timeout (10 s, deploy/nginx), so restarting the second before that had passed left nginx no
 * live BFF at all (measured: 502s). Now `--restart bff-N` takes the instance out of nginx first and
 * puts it back once ready; the gap stays, spreading the faults over the run. A Node part found dead
 * after a fault (not the one restarted) is reported and started again.
 * @param {number} startedAt
 */
async function runFaults(startedAt) {
  /** @type {{ part: string; start: number; end: number; ok: boolean; died: string[] }[]} */
  const done = [];
  /** @type {[string, () => Promise<boolean>][]} */
  const plan = [
    ['bff-1', () => cluster(['--restart', 'bff-1'])],
    ['bff-2', () => cluster(['--restart', 'bff-2'])],
    ['legacy-api-1', () => cluster(['--restart', 'legacy-api-1'])],
    ['redis (30 s down)', () => cluster(['--restart', 'redis', '--down', '30'])],
    ['postgres', () => cluster(['--restart', 'postgres'])],
  ];
  const gap = Math.max(FAULT_GAP_MS, ((duration * 1000 * 0.7) / plan.length) | 0);
  await sleep(startedAt + 0.15 * duration * 1000 - Date.now());
  for (const [part, act] of plan) {
    const start = Date.now();
    say(`Fault: ${part}…`);
    const ok = await act();
    const end = Date.now();
    await sleep(5_000);
    const died = Object.entries(readState()?.pids ?? {})
      .filter(([, pid]) => !alive(pid))
      .map(([name]) => name);
    for (const name of died) {
      say(`Fault: ${name} DIED after ${part}; starting it again`);
      await cluster(['--restart', name]);
    }
    done.push({ part, start, end, ok, died });
    say(`Fault: ${part} ${ok ? 'back' : 'FAILED to restart'} after ${((end - start) / 1000).toFixed(1)} s`);
    if (done.length < plan.length) await sleep(start + gap - Date.now());
  }
  return done;
}

/**
 * @typedef {{ counters?: Record<string, number>; summaries?: Record<string, Record<string, number>>;
 *   rates?: Record<string, number>; period?: number | string; firstMetricAt?: number; lastMetricAt?: number }} Period
 * @typedef {{ aggregate: Period; intermediate: Period[] }} ArtilleryReport
 */

/** @param {Record<string, number> | undefined} counters @param {(name: string) => boolean} which */
const sumOf = (counters, which) =>
  Object.entries(counters ?? {})
    .filter(([name]) => which(name))
    .reduce((total, [, value]) => total + value, 0);
const isFailure = (/** @type {string} */ name) =>
  name.startsWith('studyflow.failed.') || name.startsWith('errors.');

/**
 * Every 10 s window of the run: arrivals, learners active at its end, calls/s, p95, failures.
 * @param {ArtilleryReport} report
 */
function windows(report) {
  let active = 0;
  return report.intermediate.map((period) => {
    const counters = period.counters ?? {};
    active +=
      (counters['vusers.created'] ?? 0) -
      (counters['vusers.completed'] ?? 0) -
      (counters['vusers.failed'] ?? 0);
    const seconds = Math.max(1, ((period.lastMetricAt ?? 0) - (period.firstMetricAt ?? 0)) / 1000);
    return {
      t: Number(period.period ?? period.firstMetricAt ?? 0),
      arrivalsPerSecond: Math.round(((counters['vusers.created'] ?? 0) / seconds) * 10) / 10,
      active,
      callsPerSecond: Math.round(((counters['http.requests'] ?? 0) / seconds) * 10) / 10,
      p95Ms: period.summaries?.['http.response_time']?.p95 ?? 0,
      rateLimited: counters['http.codes.429'] ?? 0,
      failures: sumOf(counters, isFailure),
    };
  });
}

/**
 * Every acknowledged write looked for in PostgreSQL: present exactly once, or missing, or twice.
 * @param {ClusterState} state
 * @param {Record<string, any>[]} records
 * @param {string} runId
 */
function verifyWrites(state, records, runId) {
  const notes = records.filter((record) => record.kind === 'note');
  const journal = records.filter((record) => record.kind === 'journal');
  const completions = records.filter((record) => record.kind === 'completion');
  /** @param {string[][]} rows @returns {Map<string, string[]>} text → ids */
  const byText = (rows) => {
    /** @type {Map<string, string[]>} */
    const map = new Map();
    for (const [id, text] of rows) map.set(String(text), [...(map.get(String(text)) ?? []), String(id)]);
    return map;
  };
  const storedNotes = byText(
    clusterQuery(state, `select id, content from notes where content like 'load-${runId}-%'`),
  );
  const storedEntries = byText(
    clusterQuery(state, `select id, title from reflections where title like 'load-${runId}-%'`),
  );
  /** @param {Record<string, any>[]} acked @param {Map<string, string[]>} stored @param {string} field */
  const check = (acked, stored, field) => {
    let missing = 0;
    let duplicates = 0;
    for (const record of acked) {
      const ids = stored.get(String(record[field])) ?? [];
      if (!ids.includes(String(record.id))) missing += 1;
      if (ids.length > 1) duplicates += 1;
    }
    const ackedTexts = new Set(acked.map((record) => String(record[field])));
    const unacknowledged = [...stored.keys()].filter((text) => !ackedTexts.has(text)).length;
    return { acknowledged: acked.length, found: acked.length - missing, missing, duplicates, unacknowledged };
  };
  const ids = [...new Set(completions.map((record) => Number(record.id)).filter(Number.isInteger))];
  const completed = new Set(
    ids.length === 0
      ? []
      : clusterQuery(state, `select id from progress_steps where completed and id in (${ids.join(',')})`).map(
          ([id]) => Number(id),
        ),
  );
  const twice = Number(
    clusterQuery(
      state,
      'select count(*) from (select 1 from progress_steps group by user_id, step_id having count(*) > 1) d',
    )[0]?.[0] ?? 0,
  );
  const completionMissing = completions.filter((record) => !completed.has(Number(record.id))).length;
  return {
    notes: check(notes, storedNotes, 'content'),
    journal: check(journal, storedEntries, 'title'),
    completions: {
      acknowledged: completions.length,
      found: completions.length - completionMissing,
      missing: completionMissing,
      duplicates: twice,
    },
  };
}

const MIB = 1024 * 1024;

/**
 * A soak's result, printed and returned for the JSON line: the learners it held after the warm-up,
 * and for each BFF how much its RSS, heap used, file descriptors and sockets grew from the warm-up's
 * end to the end of the arrivals (observe.mjs soakGrowth: means of 30 s at each end).
 * @param {ReturnType<typeof windows>} table
 * @param {import('./observe.mjs').BffSample[]} samples
 * @param {number} startedAt
 */
function soakSummary(table, samples, startedAt) {
  const warmupEndsAt = startedAt + warmupSeconds * 1000;
  const endsAt = startedAt + duration * 1000;
  const steady = table.filter((row) => row.t >= warmupEndsAt && row.t <= endsAt);
  const learnersActive =
    steady.length === 0 ? 0 : Math.round(steady.reduce((sum, row) => sum + row.active, 0) / steady.length);
  const bffs = soakGrowth(samples, { warmupEndsAt, endsAt });
  say(
    `\nSoak: ${soakShare} of the knee (${args.knee} learners) = ${soakLearners} learners active wanted, ${learnersActive} held on average after the warm-up (${warmupSeconds} s of ${duration} s); growth from the warm-up's end to the end (means of 30 s at each end) and its trend (the least-squares line through every sample after the warm-up)`,
  );
  /** @param {import('./observe.mjs').Growth | null} growth @param {number} unit @param {string} suffix */
  const shown = (growth, unit, suffix) =>
    growth === null
      ? 'n/a'
      : `${(growth.from / unit).toFixed(unit === 1 ? 0 : 1)} → ${(growth.to / unit).toFixed(unit === 1 ? 0 : 1)}${suffix} (${growth.growthPct >= 0 ? '+' : ''}${growth.growthPct} %, trend ${growth.trendPct >= 0 ? '+' : ''}${growth.trendPct} %)`;
  for (const [name, growth] of Object.entries(bffs))
    say(
      `  ${name.padEnd(6)} RSS ${shown(growth.rssBytes, MIB, ' MiB')}, heap used ${shown(growth.heapUsedBytes, MIB, ' MiB')}, fds ${shown(growth.fds, 1, '')}, sockets ${shown(growth.sockets, 1, '')}${growth.restarted ? ' — RESTARTED during the soak: no growth to tell' : ''} [${growth.samples} samples]`,
    );
  return {
    share: soakShare,
    kneeLearners: Number(args.knee),
    learnersWanted: soakLearners,
    learnersActive,
    warmupSeconds,
    sampleSeconds: SOAK_SAMPLE_MS / 1000,
    bffs,
  };
}

async function main() {
  const state = await ensureCluster();
  ensureArtillery();
  await ensureLearners(state, { count: learnerCount, emailOf: EMAIL, firstKey: FIRST_KEY, say });
  const steps = textSteps(state);
  if (steps.length === 0) throw new Error('no text steps in the seeded content');

  const runId = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').toLowerCase();
  const dir = path.join(os.tmpdir(), 'studyflow-load', runId);
  mkdirSync(dir, { recursive: true });
  const planFile = path.join(dir, 'plan.json');
  const writesFile = path.join(dir, 'writes.jsonl');
  writeFileSync(writesFile, '');
  writeFileSync(
    planFile,
    JSON.stringify({
      emails: Array.from({ length: learnerCount }, (_, index) => EMAIL(index + 1)),
      password: LEARNER_PASSWORD,
      steps,
      queries: ['essay', 'reading', 'lecture', 'notes', 'revision', 'plan', 'presentation', 'question'],
      runId,
    }),
  );
  /** @type {import('./scenario.mjs').Phase[]} */
  const phases =
    soakShare === null
      ? Array.from({ length: phaseCount }, (_, index) => {
          // Artillery's arrivalRate takes whole arrivals per second only.
          const arrivalRate = Math.max(1, Math.round((peakRate * (index + 1)) / phaseCount));
          return {
            duration: Math.round(duration / phaseCount),
            arrivalRate,
            name: `${arrivalRate} learners/s`,
          };
        })
      : // Learners active = arrivals a second × a journey's length: arrivalCount spreads them evenly.
        [
          {
            duration,
            arrivalCount: Math.round((soakLearners / journeySeconds) * duration),
            name: `soak: ${soakLearners} learners active`,
          },
        ];
  const scriptFile = path.join(dir, 'journey.json');
  const target = `https://localhost:${portsOf(state.base).https}`;
  writeFileSync(
    scriptFile,
    JSON.stringify(
      artilleryScript({
        target,
        processor: path.join(here, 'processor.mjs'),
        phases,
        think,
        p95Ms: p95Target,
      }),
      null,
      2,
    ),
  );
  const reportFile = path.join(dir, 'report.json');
  const metrics = Array.from({ length: state.bffCount }, (_, index) => {
    return `http://127.0.0.1:${portsOf(state.base).metrics(index + 1)}/metrics`;
  });
  const before = await Promise.all(metrics.map(scrapeHistogram));
  say(
    `Run ${runId}: ${learnerCount} accounts, arrivals ${phases.map(arrivalsOf).join(' → ')}/s over ${duration} s (journey ≈ ${journeySeconds} s), ${target}; files in ${dir}`,
  );

  /** @type {number | undefined} */
  let artilleryPid;
  const cpu = sampleCpu(processGroups(() => artilleryPid));
  // A soak watches each BFF as it is now (a pid read again at every sample shows a restart).
  const bffs =
    soakShare === null
      ? null
      : sampleBffs(
          () =>
            Object.entries(readState()?.pids ?? {})
              .filter(([name]) => name.startsWith('bff-'))
              .map(([name, pid]) => ({
                name,
                pid,
                metricsUrl: `http://127.0.0.1:${portsOf(state.base).metrics(Number(name.slice(4)))}/metrics`,
              })),
          SOAK_SAMPLE_MS,
        );
  const startedAt = Date.now();
  const child = spawn(ARTILLERY, ['run', '--output', reportFile, scriptFile], {
    cwd: here,
    env: {
      ...process.env,
      NODE_EXTRA_CA_CERTS: certificatePath(),
      ARTILLERY_DISABLE_TELEMETRY: 'true',
      LOAD_PLAN: planFile,
      LOAD_WRITES: writesFile,
      LOAD_RUN: runId,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  artilleryPid = child.pid;
  const log = path.join(dir, 'artillery.log');
  child.stdout.on('data', (chunk) => appendFileSync(log, chunk));
  child.stderr.on('data', (chunk) => appendFileSync(log, chunk));
  const faults = args.faults ? runFaults(startedAt) : Promise.resolve([]);
  const exit = await new Promise((resolve) => child.on('exit', resolve));
  const faultLog = await faults;
  const samples = cpu.stop();
  const bffSamples = bffs === null ? [] : await bffs.stop();
  const after = await Promise.all(metrics.map(scrapeHistogram));
  if (!existsSync(reportFile)) throw new Error(`Artillery wrote no report (exit ${exit}); see ${log}`);

  /** @type {ArtilleryReport} */
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const aggregate = report.aggregate;
  const counters = aggregate.counters ?? {};
  const records = readFileSync(writesFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));
  const table = windows(report);
  const seconds = Math.max(1, ((aggregate.lastMetricAt ?? 0) - (aggregate.firstMetricAt ?? 0)) / 1000);
  const summary = (/** @type {string} */ name) =>
    aggregate.summaries?.[`plugins.metrics-by-endpoint.response_time.${name}`];
  /** @type {Record<string, number>} */
  const p95Ms = {};
  /** @type {Record<string, { p50: number; p95: number; p99: number; count: number }>} */
  const perStep = {};
  for (const step of STEPS) {
    const found = summary(step.name);
    if (!found) continue;
    p95Ms[step.name] = found.p95 ?? 0;
    perStep[step.name] = {
      p50: found.p50 ?? 0,
      p95: found.p95 ?? 0,
      p99: found.p99 ?? 0,
      count: found.count ?? 0,
    };
  }
  const knee = table.find((row) => row.p95Ms > p95Target || row.failures > 0) ?? null;
  // Held: a window of the arrival phases (not the drain after them) within target and without a failure.
  const held = table.filter(
    (row) => row.arrivalsPerSecond > 0 && row.p95Ms <= p95Target && row.failures === 0,
  );
  /** @type {Record<string, number>} */
  const failedBy = {};
  for (const [name, value] of Object.entries(counters))
    if (isFailure(name) || name.startsWith('http.codes.'))
      failedBy[name.replace('studyflow.failed.', 'failed: ')] = value;
  const failures = records.filter((record) => record.kind === 'failure');
  // Each failure belongs to the last fault started before it, until 15 s after that fault ended.
  const faultOf = (/** @type {number} */ t) =>
    faultLog.findLast((fault) => fault.start <= t && t <= fault.end + 15_000);
  const faultsSummary = faultLog.map((fault) => {
    const mine = failures.filter((record) => faultOf(record.t) === fault);
    /** @type {Record<string, number>} */
    const byStatus = {};
    for (const record of mine) byStatus[record.status] = (byStatus[record.status] ?? 0) + 1;
    return {
      ...fault,
      seconds: Math.round((fault.end - fault.start) / 100) / 10,
      failedRequests: mine.length,
      byStatus,
    };
  });
  const failedOutsideFaults = failures.filter((record) => faultOf(record.t) === undefined).length;
  const writes = verifyWrites(state, records, runId);
  const lostWrites = writes.notes.missing + writes.journal.missing + writes.completions.missing;
  const duplicates = writes.notes.duplicates + writes.journal.duplicates + writes.completions.duplicates;

  say('\nWindows (10 s): t, arrivals/s, learners active, calls/s, p95 ms, 429s, failures');
  for (const row of table)
    say(
      `  ${new Date(row.t).toISOString().slice(11, 19)}  ${String(row.arrivalsPerSecond).padStart(5)}  ${String(row.active).padStart(5)}  ${String(row.callsPerSecond).padStart(6)}  ${String(row.p95Ms).padStart(6)}  ${String(row.rateLimited).padStart(5)}  ${row.failures}`,
    );
  say('\nPer step (Artillery, ms): p50 / p95 / p99 (count)');
  for (const [name, value] of Object.entries(perStep))
    say(`  ${name.padEnd(24)} ${value.p50} / ${value.p95} / ${value.p99} (${value.count})`);
  const bff = histogramQuantiles(before, after);
  say('\nPer procedure (the BFFs own histograms, both instances, ms): p50 / p95 / p99 (calls)');
  for (const [name, value] of Object.entries(bff).sort(([a], [b]) => a.localeCompare(b)))
    say(`  ${name.padEnd(24)} ${value.p50Ms} / ${value.p95Ms} / ${value.p99Ms} (${value.calls})`);
  const cpuByGroup = cpuSummary(samples);
  // The last phase, where the arrivals peak: what saturates shows there, not in the run's mean.
  const topFrom = startedAt + duration * 1000 * (1 - 1 / phaseCount);
  const cpuTop = cpuSummary(
    samples.filter((sample) => sample.t >= topFrom && sample.t <= startedAt + duration * 1000),
  );
  writeFileSync(path.join(dir, 'cpu.json'), JSON.stringify(samples));
  say('\nCPU % (100 = one core), mean / peak of 2 s samples');
  for (const [name, value] of Object.entries(cpuByGroup))
    say(`  ${name.padEnd(14)} ${value.mean} / ${value.peak}; last phase ${cpuTop[name]?.mean ?? 0}`);
  const soak = soakShare === null ? null : soakSummary(table, bffSamples, startedAt);
  if (soak !== null) writeFileSync(path.join(dir, 'soak.json'), JSON.stringify(bffSamples));
  say(`\nWrites: ${JSON.stringify(writes)}`);
  if (faultsSummary.length > 0) say(`Faults: ${JSON.stringify(faultsSummary)}`);
  say(`Artillery exit ${exit} (1 = an ensure threshold failed); report ${reportFile}`);

  const result = {
    run: runId,
    accounts: learnerCount,
    learners: Math.max(0, ...table.map((row) => row.active)),
    learnersHeld: Math.max(0, ...held.map((row) => row.active)),
    arrivalsPerSecond: phases.map(arrivalsOf),
    callsPerSecond: Math.round(((counters['http.requests'] ?? 0) / seconds) * 10) / 10,
    callsPerSecondHeld: Math.max(0, ...held.map((row) => row.callsPerSecond)),
    p95Ms,
    p95MsAll: aggregate.summaries?.['http.response_time']?.p95 ?? 0,
    perStep,
    bffMs: bff,
    journeys: {
      started: counters['vusers.created'] ?? 0,
      completed: counters['vusers.completed'] ?? 0,
      failed: counters['vusers.failed'] ?? 0,
    },
    requests: counters['http.requests'] ?? 0,
    errors: sumOf(counters, isFailure),
    errorsBy: failedBy,
    knee: knee && { at: new Date(knee.t).toISOString(), ...knee },
    cpu: cpuByGroup,
    cpuLastPhase: cpuTop,
    restarts: faultsSummary.filter((fault) => fault.ok).length,
    faults: faultsSummary,
    failedOutsideFaults,
    lostWrites,
    duplicates,
    writes,
    ...(soak !== null && { soak }),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
