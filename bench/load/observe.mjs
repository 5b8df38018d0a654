// What the load does to the machine and what the BFFs say about it: CPU time per process group,
// sampled from /proc (a group is a process and all its descendants: nginx and its workers,
// PostgreSQL and its backends), and the BFFs' own per-procedure duration histograms, scraped
// before and after a run, their quantiles computed from the bucket deltas; for a soak, each BFF's
// memory, heap, file descriptors and sockets every 10 s, and how much each grew.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** @returns {Map<number, { ppid: number; ticks: number }>} every process's parent and CPU ticks */
function processTable() {
  /** @type {Map<number, { ppid: number; ticks: number }>} */
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // state ppid … utime (14th field of the line, 12th after the name) stime.
      table.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {}
  }
  return table;
}

/**
 * Samples the CPU of each named group every `intervalMs` until stop(); the groups' root pids may
 * change during the run (a restart), so they are asked for at every sample.
 * @param {() => Record<string, number[]>} roots group name → its root pids now
 * @param {number} intervalMs
 */
export function sampleCpu(roots, intervalMs = 2_000) {
  /** @type {Map<number, number>} pid → ticks at the previous sample */
  let previous = new Map();
  /** @type {{ t: number; percent: Record<string, number> }[]} */
  const samples = [];
  let last = Date.now();
  const sample = () => {
    const table = processTable();
    const groups = roots();
    /** @type {Map<number, string>} */
    const rootOf = new Map();
    for (const [name, pids] of Object.entries(groups)) for (const pid of pids) rootOf.set(pid, name);
    /** @param {number} pid @returns {string | undefined} */
    const groupOf = (pid) => {
      for (let current = pid, hops = 0; current > 1 && hops < 20; hops += 1) {
        const group = rootOf.get(current);
        if (group !== undefined) return group;
        current = table.get(current)?.ppid ?? 0;
      }
      return undefined;
    };
    const now = Date.now();
    const seconds = (now - last) / 1000;
    /** @type {Record<string, number>} */
    const percent = Object.fromEntries(Object.keys(groups).map((name) => [name, 0]));
    /** @type {Map<number, number>} */
    const current = new Map();
    for (const [pid, { ticks }] of table) {
      const group = groupOf(pid);
      if (group === undefined) continue;
      current.set(pid, ticks);
      const before = previous.get(pid);
      // A process born since the last sample counts from zero: short-lived ones are undercounted.
      const delta = ticks - (before ?? (previous.size === 0 ? ticks : 0));
      percent[group] = (percent[group] ?? 0) + (100 * delta) / TICKS_PER_SECOND / seconds;
    }
    if (previous.size > 0) samples.push({ t: now, percent });
    previous = current;
    last = now;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      sample();
      return samples;
    },
  };
}

/**
 * Per group: mean and peak CPU % (100 = one core) over the samples.
 * @param {{ t: number; percent: Record<string, number> }[]} samples
 */
export function cpuSummary(samples) {
  /** @type {Record<string, { mean: number; peak: number }>} */
  const summary = {};
  for (const { percent } of samples)
    for (const [name, value] of Object.entries(percent)) {
      const entry = summary[name] ?? { mean: 0, peak: 0 };
      entry.mean += value / samples.length;
      entry.peak = Math.max(entry.peak, value);
      summary[name] = entry;
    }
  for (const entry of Object.values(summary)) {
    entry.mean = Math.round(entry.mean);
    entry.peak = Math.round(entry.peak);
  }
  return summary;
}

const HISTOGRAM = 'studyflow_bff_http_request_duration_seconds_bucket';

/**
 * The BFF's request histogram as procedure → upper bound (s) → cumulative count, every status and
 * method summed. Empty when the instance did not answer.
 * @param {string} url
 * @returns {Promise<Map<string, Map<number, number>>>}
 */
export async function scrapeHistogram(url) {
  /** @type {Map<string, Map<number, number>>} */
  const histogram = new Map();
  const text = await fetch(url).then(
    (answer) => answer.text(),
    () => '',
  );
  for (const line of text.split('\n')) {
    if (!line.startsWith(HISTOGRAM)) continue;
    const labels = line.slice(line.indexOf('{') + 1, line.lastIndexOf('}'));
    const procedure = /procedure="([^"]*)"/.exec(labels)?.[1];
    const le = /le="([^"]*)"/.exec(labels)?.[1];
    if (!procedure || le === undefined) continue;
    const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
    const count = Number(line.slice(line.lastIndexOf(' ') + 1));
    const buckets = histogram.get(procedure) ?? new Map();
    buckets.set(bound, (buckets.get(bound) ?? 0) + count);
    histogram.set(procedure, buckets);
  }
  return histogram;
}

/**
 * Per procedure: calls and p50/p95/p99 (ms, linear within a bucket) of what happened between two
 * scrapes of one instance. An instance restarted in between starts from zero: its `after` is the
 * delta (what it served before the restart is lost to this count).
 * @param {Map<string, Map<number, number>>[]} before one per instance
 * @param {Map<string, Map<number, number>>[]} after one per instance, same order
 */
export function histogramQuantiles(before, after) {
  /** @type {Map<string, Map<number, number>>} */
  const delta = new Map();
  after.forEach((instance, index) => {
    const earlier = before[index] ?? new Map();
    const restarted = [...instance].some(([procedure, buckets]) =>
      [...buckets].some(([bound, count]) => count < (earlier.get(procedure)?.get(bound) ?? 0)),
    );
    for (const [procedure, buckets] of instance) {
      const sum = delta.get(procedure) ?? new Map();
      for (const [bound, count] of buckets) {
        const base = restarted ? 0 : (earlier.get(procedure)?.get(bound) ?? 0);
        sum.set(bound, (sum.get(bound) ?? 0) + count - base);
      }
      delta.set(procedure, sum);
    }
  });
  /** @type {Record<string, { calls: number; p50Ms: number; p95Ms: number; p99Ms: number }>} */
  const result = {};
  for (const [procedure, buckets] of delta) {
    const bounds = [...buckets.keys()].sort((a, b) => a - b);
    const total = buckets.get(Number.POSITIVE_INFINITY) ?? 0;
    if (total <= 0) continue;
    /** @param {number} q */
    const quantile = (q) => {
      const rank = q * total;
      let lower = 0;
      let below = 0;
      for (const bound of bounds) {
        const count = buckets.get(bound) ?? 0;
        if (count >= rank) {
          // Past the last finite bucket there is no upper edge: report that edge.
          if (!Number.isFinite(bound)) return lower * 1000;
          const share = count === below ? 0 : (rank - below) / (count - below);
          return (lower + (bound - lower) * share) * 1000;
        }
        lower = bound;
        below = count;
      }
      return lower * 1000;
    };
    result[procedure] = {
      calls: total,
      p50Ms: Math.round(quantile(0.5)),
      p95Ms: Math.round(quantile(0.95)),
      p99Ms: Math.round(quantile(0.99)),
    };
  }
  return result;
}

/**
 * One BFF's memory and handles now: resident set and V8 heap in use from its own Prometheus
 * metrics (prom-client's default metrics, prefixed studyflow_bff_), open file descriptors and the
 * sockets among them from /proc. A field it could not read is null (an instance restarting).
 * @param {{ name: string; pid: number; metricsUrl: string }} bff
 */
export async function sampleBff({ name, pid, metricsUrl }) {
  const text = await fetch(metricsUrl).then(
    (answer) => answer.text(),
    () => '',
  );
  /** @param {string} metric */
  const gauge = (metric) => {
    const line = text.split('\n').find((row) => row.startsWith(`${metric} `));
    return line === undefined ? null : Number(line.slice(metric.length + 1));
  };
  let fds = null;
  let sockets = null;
  try {
    const links = readdirSync(`/proc/${pid}/fd`).map((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return '';
      }
    });
    fds = links.length;
    sockets = links.filter((link) => link.startsWith('socket:')).length;
  } catch {}
  return {
    t: Date.now(),
    name,
    pid,
    rssBytes: gauge('studyflow_bff_process_resident_memory_bytes'),
    heapUsedBytes: gauge('studyflow_bff_nodejs_heap_size_used_bytes'),
    fds,
    sockets,
  };
}

/** @typedef {Awaited<ReturnType<typeof sampleBff>>} BffSample */

/**
 * Samples every BFF every `intervalMs` until stop(); the instances (and their pids) are asked for at
 * every sample.
 * @param {() => { name: string; pid: number; metricsUrl: string }[]} instances
 * @param {number} intervalMs
 */
export function sampleBffs(instances, intervalMs = 10_000) {
  /** @type {BffSample[]} */
  const samples = [];
  const sample = async () => {
    samples.push(...(await Promise.all(instances().map(sampleBff))));
  };
  const first = sample();
  const timer = setInterval(() => void sample(), intervalMs);
  return {
    samples,
    async stop() {
      clearInterval(timer);
      await first;
      return samples;
    },
  };
}

/**
 * The least-squares line through `field` over time: how much it rises from the first sample's time
 * to the last's, in % of the field's mean (0 with fewer than two samples).
 * @param {BffSample[]} samples
 * @param {SoakField} field
 */
function trend(samples, field) {
  /** @type {{ t: number, value: number }[]} */
  const points = samples.flatMap((sample) => {
    const value = sample[field];
    return value === null ? [] : [{ t: sample.t, value }];
  });
  if (points.length < 2) return 0;
  const meanOf = (/** @type {number[]} */ values) =>
    values.reduce((sum, value) => sum + value, 0) / values.length;
  const meanT = meanOf(points.map((point) => point.t));
  const meanV = meanOf(points.map((point) => point.value));
  const spread = points.reduce((sum, point) => sum + (point.t - meanT) ** 2, 0);
  if (spread === 0 || meanV === 0) return 0;
  const slope = points.reduce((sum, point) => sum + (point.t - meanT) * (point.value - meanV), 0) / spread;
  const times = points.map((point) => point.t);
  const span = Math.max(...times) - Math.min(...times);
  return Math.round(((slope * span) / meanV) * 1000) / 10;
}

/**
 * @typedef {{ from: number; to: number; growthPct: number; trendPct: number }} Growth
 * @typedef {'rssBytes' | 'heapUsedBytes' | 'fds' | 'sockets'} SoakField
 * @typedef {{ restarted: boolean; samples: number } & Record<SoakField, Growth | null>} SoakGrowth
 */

/**
 * What grew over a soak, per BFF: each field's mean over the first `windowMs` after the warm-up
 * and over the last `windowMs` before `endsAt` (one sample would be at the mercy of a garbage
 * collection), and the growth between them in %; beside it `trendPct`, the least-squares line
 * through every sample after the warm-up, its rise over the soak as a % of the mean: the two ends
 * swing with the requests in flight (sockets, heap between collections), a leak rises throughout.
 * An instance whose pid changed after the warm-up
 * was restarted: its growth says nothing and is left out (null, restarted: true).
 * @param {BffSample[]} samples
 * @param {{ warmupEndsAt: number; endsAt: number; windowMs?: number }} span
 * @returns {Record<string, SoakGrowth>}
 */
export function soakGrowth(samples, { warmupEndsAt, endsAt, windowMs = 30_000 }) {
  const names = [...new Set(samples.map((sample) => sample.name))].sort();
  return Object.fromEntries(
    names.map((name) => {
      const mine = samples.filter(
        (sample) => sample.name === name && sample.t >= warmupEndsAt && sample.t <= endsAt,
      );
      const restarted = new Set(mine.map((sample) => sample.pid)).size > 1;
      const first = mine.filter((sample) => sample.t < warmupEndsAt + windowMs);
      const last = mine.filter((sample) => sample.t > endsAt - windowMs);
      /** @param {BffSample[]} some @param {SoakField} field */
      const mean = (some, field) => {
        const values = some.flatMap((sample) => (sample[field] === null ? [] : [sample[field]]));
        return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
      };
      /** @param {SoakField} field @returns {Growth | null} */
      const growth = (field) => {
        const from = mean(first, field);
        const to = mean(last, field);
        if (restarted || from === null || to === null || from === 0) return null;
        return {
          from: Math.round(from),
          to: Math.round(to),
          growthPct: Math.round(((to - from) / from) * 1000) / 10,
          trendPct: trend(mine, field),
        };
      };
      /** @type {SoakGrowth} */
      const result = {
        restarted,
        samples: mine.length,
        rssBytes: growth('rssBytes'),
        heapUsedBytes: growth('heapUsedBytes'),
        fds: growth('fds'),
        sockets: growth('sockets'),
      };
      return [name, result];
    }),
  );
}
