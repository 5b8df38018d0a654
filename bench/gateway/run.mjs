// What the gateway costs per request, three ways side by side against one stub upstream that answers
// a fixed ~4 KB snake_case user (payload.mjs):
//   (a) direct    POST /api/auth/authorize on the stub itself
//   (b) proxy     the same call through a bare @fastify/reply-from proxy (proxy.mjs)
//   (c) bff       GET /trpc/auth.authorize through the real BFF (bff.mjs): CSRF check, rate limit,
//                 security headers, request log, undici, camelCase, zod output parse, tRPC envelope
//   (c0) baseline with --baseline-src dir: another checkout's BFF (e.g. before a change), same run
//   (d) minimal   with --ceiling: the least any transforming gateway does (minimal.mjs): undici,
//                 JSON.parse, camelCase, zod, envelope; no plugins, no tRPC
// Besides req/s and latency, each run records the CPU time the target's own server process spent
// per request (upstream for (a), proxy for (b), BFF for (c)): on a shared machine that number moves
// far less with the load than req/s does.
// Every server and every autocannon run is its own process. Load: 50 connections, no pipelining.
// A second, unloaded pass (1 connection) gives the service time of one call without queueing.
//
// Usage: `node bench/gateway/run.mjs [--duration 10] [--warmup 3] [--connections 50] [--unloaded 5]
//        [--rounds 1] [--bff-src dir] [--baseline-src dir] [--ceiling] [--profile] [--json]`
//   --unloaded 0    skips the unloaded pass
//   --rounds 2      alternates a → b → c twice (with --duration 5: same time, less exposed to load)
//   --bff-src dir   runs another checkout's apps/bff/src, e.g. a clean copy of a commit
//   --baseline-src dir  adds (c0), that checkout's apps/bff/src, beside this one's (c): before/after
//                   in one run, under the same load
//   --profile       runs the BFF under `node --cpu-prof` and prints the profile-summary.mjs command
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    unloaded: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '1' },
    'bff-src': { type: 'string' },
    'baseline-src': { type: 'string' },
    ceiling: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const unloaded = Number(args.unloaded);
const roundCount = Number(args.rounds);

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/** @typedef {import('./load.mjs').LoadResult} LoadResult */
/** @typedef {{ child: ChildProcess; origin: string }} Started */
/**
 * A gateway (or the stub) under load, and the process whose CPU time is its cost.
 * @typedef {{ name: string; url: string; method: string; headers: Record<string, string>; server: ChildProcess }} Target
 */
/** @typedef {LoadResult & { cpuMs: number }} Measured */

/**
 * Forks a server script and resolves with the port it reports once listening.
 * @param {string} file
 * @param {string[]} argv
 * @param {string[]} [execArgv]
 * @returns {Promise<Started>}
 */
function startServer(file, argv, execArgv = []) {
  const child = fork(path.join(here, file), argv, {
    cwd: here,
    execArgv,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const { ready } = /** @type {{ ready: number }} */ (message);
      resolve({ child, origin: `http://127.0.0.1:${ready}` });
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before listening`)));
  });
}

/**
 * CPU time (user + system, µs) a server process has used so far.
 * @param {ChildProcess} child
 * @returns {Promise<number>}
 */
function cpuMicros(child) {
  return new Promise((resolve) => {
    /** @param {unknown} message */
    const onMessage = (message) => {
      const { cpu } = /** @type {{ cpu?: NodeJS.CpuUsage }} */ (message ?? {});
      if (cpu === undefined) return;
      child.off('message', onMessage);
      resolve(cpu.user + cpu.system);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/**
 * One autocannon run against a target, plus the CPU its server spent meanwhile.
 * @param {Target} target
 * @param {{ connections: number; duration: number }} options
 * @returns {Promise<Measured>}
 */
async function measure(target, options) {
  const before = await cpuMicros(target.server);
  const result = await runLoad(target, options);
  const after = await cpuMicros(target.server);
  return { ...result, cpuMs: (after - before) / 1000 };
}

/**
 * @param {Target} target
 * @param {{ connections: number; duration: number }} options
 * @returns {Promise<LoadResult>}
 */
function runLoad({ server: _server, ...target }, options) {
  const child = fork(path.join(here, 'load.mjs'), [JSON.stringify({ ...target, ...options })], {
    cwd: here,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(/** @type {LoadResult} */ (message)));
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
  });
}

/**
 * Rounds of one target: throughput over all of them, latency percentiles averaged.
 * @param {readonly Measured[]} list
 */
function combine(list) {
  /** @param {keyof Measured} key */
  const sum = (key) => list.reduce((total, item) => total + item[key], 0);
  /** @param {keyof Measured} key */
  const mean = (key) => sum(key) / list.length;
  return {
    rounds: list.length,
    rps: sum('total') / sum('seconds'),
    cpuMsPerRequest: sum('cpuMs') / sum('total'),
    p50: mean('p50'),
    p99: mean('p99'),
    bytesPerRequest: mean('bytesPerRequest'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
  };
}

/** @param {ChildProcess} child */
async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** @type {ChildProcess[]} */
const children = [];
const profileDir = args.profile ? mkdtempSync(path.join(os.tmpdir(), 'studyflow-gateway-prof-')) : null;
const loadBefore = os.loadavg();
let results;
let bffStartedAt = 0;
let profileSkip = 0;
try {
  const upstream = await startServer('upstream.mjs', []);
  const proxy = await startServer('proxy.mjs', [upstream.origin]);
  const tsx = import.meta.resolve('tsx');
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  bffStartedAt = performance.now();
  const bffArgs = args['bff-src'] ? [upstream.origin, path.resolve(args['bff-src'])] : [upstream.origin];
  const bff = await startServer('bff.mjs', bffArgs, ['--import', tsx, ...profiling]);
  const baseline = args['baseline-src']
    ? await startServer('bff.mjs', [upstream.origin, path.resolve(args['baseline-src'])], ['--import', tsx])
    : null;
  const minimal = args.ceiling
    ? await startServer('minimal.mjs', [upstream.origin], ['--import', tsx])
    : null;

  // What the web's httpBatchLink sends for a query without input, from one of our own pages.
  const browser = {
    'x-studyflow-csrf': '1',
    'sec-fetch-site': 'same-origin',
    cookie: '_studyflow_session=bench-session-cookie-value; theme=dark',
  };
  const authorize = '/trpc/auth.authorize?batch=1&input=%7B%7D';
  /** @type {Target[]} */
  const targets = [
    {
      name: 'a direct',
      url: `${upstream.origin}/api/auth/authorize`,
      method: 'POST',
      headers: {},
      server: upstream.child,
    },
    {
      name: 'b proxy',
      url: `${proxy.origin}/api/auth/authorize`,
      method: 'POST',
      headers: {},
      server: proxy.child,
    },
    { name: 'c bff', url: `${bff.origin}${authorize}`, method: 'GET', headers: browser, server: bff.child },
  ];
  if (baseline) {
    const entry = {
      name: 'c0 baseline',
      url: `${baseline.origin}${authorize}`,
      method: 'GET',
      headers: browser,
      server: baseline.child,
    };
    targets.splice(2, 0, entry);
  }
  if (minimal)
    targets.push({
      name: 'd minimal',
      url: `${minimal.origin}${authorize}`,
      method: 'GET',
      headers: browser,
      server: minimal.child,
    });

  // One call each first: a benchmark of 403s or 502s would measure nothing.
  for (const target of targets) {
    const response = await fetch(target.url, { method: target.method, headers: target.headers });
    const text = await response.text();
    const ok = response.ok && (target.method === 'GET' ? text.includes('"firstName":"Alex"') : true);
    if (!ok) throw new Error(`${target.name} answered ${response.status}: ${text.slice(0, 300)}`);
  }

  for (const target of targets) await runLoad(target, { connections, duration: warmup });
  // Rounds alternate a → b → c so a change in machine load hits all three alike.
  /** @type {{ target: Target; loaded: Measured[]; idle: Measured[] }[]} */
  const rounds = targets.map((target) => ({ target, loaded: [], idle: [] }));
  for (let round = 0; round < roundCount; round += 1) {
    for (const { target, loaded } of rounds) {
      if (round === 0 && target.name === 'c bff') profileSkip = (performance.now() - bffStartedAt) / 1000;
      loaded.push(await measure(target, { connections, duration }));
    }
  }
  for (let round = 0; unloaded > 0 && round < roundCount; round += 1) {
    for (const { target, idle } of rounds) {
      idle.push(await measure(target, { connections: 1, duration: unloaded }));
    }
  }
  results = {
    loaded: rounds.map(({ target: { server: _server, ...target }, loaded }) => ({
      ...target,
      connections,
      ...combine(loaded),
    })),
    idle:
      unloaded > 0
        ? rounds.map(({ target: { server: _server, ...target }, idle }) => ({
            ...target,
            connections: 1,
            ...combine(idle),
          }))
        : [],
  };
} finally {
  for (const child of children.reverse()) await stop(child);
}
const loadAfter = os.loadavg();

const { loaded, idle } = results;
/** @typedef {(typeof loaded)[number]} Row */
/**
 * @param {readonly Row[]} list
 * @param {string} name
 */
const named = (list, name) => list.find((result) => result.name === name);
/**
 * A target every run has.
 * @param {readonly Row[]} list
 * @param {string} name
 */
const always = (list, name) => {
  const found = named(list, name);
  if (!found) throw new Error(`no result for ${name}`);
  return found;
};
const direct = always(loaded, 'a direct');
const proxy = always(loaded, 'b proxy');
const bff = always(loaded, 'c bff');
const baseline = named(loaded, 'c0 baseline');
const minimal = named(loaded, 'd minimal');
const baselineRatios = baseline && {
  baselineOverProxy: baseline.rps / proxy.rps,
  bffOverBaseline: bff.rps / baseline.rps,
  cpuBaselineOverBff: baseline.cpuMsPerRequest / bff.cpuMsPerRequest,
};
const minimalRatios = minimal && {
  minimalOverProxy: minimal.rps / proxy.rps,
  bffOverMinimal: bff.rps / minimal.rps,
  cpuProxyOverMinimal: proxy.cpuMsPerRequest / minimal.cpuMsPerRequest,
};
const unloadedRatios =
  idle.length >= 3
    ? {
        // 1 connection: the mean time per call is exactly 1 / throughput.
        unloadedAddedMs: 1000 / always(idle, 'c bff').rps - 1000 / always(idle, 'a direct').rps,
        unloadedProxyAddedMs: 1000 / always(idle, 'b proxy').rps - 1000 / always(idle, 'a direct').rps,
      }
    : undefined;
const summary = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
  loadAverage: { before: loadBefore.map((n) => n.toFixed(2)), after: loadAfter.map((n) => n.toFixed(2)) },
  settings: { connections, duration, warmup, unloaded, rounds: roundCount, pipelining: 1 },
  ratios: {
    bffOverProxy: bff.rps / proxy.rps,
    bffOverDirect: bff.rps / direct.rps,
    addedP50Ms: bff.p50 - direct.p50,
    addedP99Ms: bff.p99 - direct.p99,
    // What (c)/(b) would be if each gateway had a core of its own: the inverse ratio of their CPU.
    cpuProxyOverBff: proxy.cpuMsPerRequest / bff.cpuMsPerRequest,
    ...baselineRatios,
    ...minimalRatios,
    ...unloadedRatios,
  },
  loaded,
  idle,
};

if (args.json) {
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
} else {
  /**
   * @param {number} value
   * @param {number} [digits]
   */
  const fixed = (value, digits = 0) => value.toFixed(digits);
  /**
   * @param {number} value
   * @param {number} digits
   */
  const signed = (value, digits) => `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(digits)}`;
  // Mean latency by Little's law (connections / throughput): finer than autocannon's 1 ms buckets.
  /** @param {Row} r */
  const row = (r) =>
    `| ${r.name} | ${r.connections} | ${fixed(r.rps)} | ${fixed(r.p50, 1)} | ${fixed(r.p99, 1)} | ${fixed((1000 * r.connections) / r.rps, 2)} | ${fixed(1000 * r.cpuMsPerRequest)} | ${fixed(r.bytesPerRequest)} | ${r.non2xx}/${r.errors} |`;
  const out = [];
  out.push(`Node ${summary.node}, ${summary.cpus}; ${roundCount} round(s) of ${duration} s per target`);
  out.push(
    `load average before ${summary.loadAverage.before.join(' ')}, after ${summary.loadAverage.after.join(' ')}`,
  );
  out.push('');
  out.push(
    '| target | connections | req/s | p50 ms | p99 ms | mean ms | server CPU µs/request | bytes/response | non-2xx/errors |',
  );
  out.push('|---|---|---|---|---|---|---|---|---|');
  for (const r of [...loaded, ...idle]) out.push(row(r));
  out.push('');
  const { ratios } = summary;
  const verdict = (/** @type {boolean} */ ok) => (ok ? 'meets target' : 'MISSES target');
  out.push(
    `(c)/(b) req/s ${fixed(ratios.bffOverProxy, 2)} (target ≥ 0.80: ${verdict(ratios.bffOverProxy >= 0.8)})`,
  );
  out.push(`(c)/(a) req/s ${fixed(ratios.bffOverDirect, 2)}`);
  out.push(
    `CPU per request (b)/(c) ${fixed(ratios.cpuProxyOverBff, 2)} (the (c)/(b) req/s with a core each)`,
  );
  if (baselineRatios) {
    out.push(
      `baseline (c0)/(b) req/s ${fixed(baselineRatios.baselineOverProxy, 2)}; (c)/(c0) req/s ${fixed(baselineRatios.bffOverBaseline, 2)}, CPU per request (c0)/(c) ${fixed(baselineRatios.cpuBaselineOverBff, 2)}`,
    );
  }
  if (minimalRatios) {
    out.push(
      `ceiling (d)/(b) req/s ${fixed(minimalRatios.minimalOverProxy, 2)}, CPU (b)/(d) ${fixed(minimalRatios.cpuProxyOverMinimal, 2)}; (c)/(d) req/s ${fixed(minimalRatios.bffOverMinimal, 2)}`,
    );
  }
  out.push(
    `(c) − (a) at ${connections} connections: p50 ${signed(ratios.addedP50Ms, 1)} ms (target ≤ 1 ms: ${verdict(ratios.addedP50Ms <= 1)}), p99 ${signed(ratios.addedP99Ms, 1)} ms`,
  );
  if (unloadedRatios) {
    out.push(
      `(c) − (a) at 1 connection: ${signed(unloadedRatios.unloadedAddedMs, 2)} ms per call (bare proxy: ${signed(unloadedRatios.unloadedProxyAddedMs, 2)} ms)`,
    );
  }
  if (profileDir) {
    // The largest file is the main thread; tsx's loader thread writes a small one beside it.
    const [main] = readdirSync(profileDir)
      .map((name) => path.join(profileDir, name))
      .sort((a, b) => statSync(b).size - statSync(a).size);
    const skip = profileSkip.toFixed(1);
    out.push(`\nBFF CPU profile (the measured (c) run starts ${skip} s in):`);
    out.push(`node bench/gateway/profile-summary.mjs ${main} --skip ${skip}`);
  }
  process.stdout.write(`${out.join('\n')}\n`);
}
