import { performance } from 'node:perf_hooks';
import { type Bff, type Timed, timedInject } from './bff';

/**
 * Short deadlines, so the matrix ends in seconds, yet long enough that 10 % of each (the allowed
 * lateness) outlasts the scheduling delays of two cores shared with other test runs.
 */
export const DEADLINES = { connectMs: 600, headersMs: 800, bodyMs: 800, totalMs: 1_500, mediaIdleMs: 1_000 };

export const DEADLINE_VARS: Record<string, string> = {
  UPSTREAM_CONNECT_TIMEOUT_MS: String(DEADLINES.connectMs),
  UPSTREAM_HEADERS_TIMEOUT_MS: String(DEADLINES.headersMs),
  UPSTREAM_BODY_TIMEOUT_MS: String(DEADLINES.bodyMs),
  UPSTREAM_TOTAL_TIMEOUT_MS: String(DEADLINES.totalMs),
  MEDIA_IDLE_TIMEOUT_MS: String(DEADLINES.mediaIdleMs),
};

export interface MatrixRow {
  cell: string;
  expected: string;
  deadline: string;
  deadlineMs: number;
  /** The slowest of the cell's faulty calls. */
  measuredMs: number;
  /** How long this process went unscheduled during the cell, in all (see `watchStalls`). */
  stallMs: number;
}

/** Deadline + 10 %, plus the time the machine did not run us: lateness that is not the BFF's. */
export const allowedMs = (row: MatrixRow): number => row.deadlineMs * 1.1 + row.stallMs;

export function printMatrix(rows: MatrixRow[]): void {
  const lines = rows.map((row) => {
    const within = row.measuredMs <= row.deadlineMs * 1.1;
    const verdict = within ? 'ok' : row.measuredMs <= allowedMs(row) ? 'ok (stall)' : 'LATE';
    const deadline = `${row.deadline} ${row.deadlineMs} ms (+10 % = ${Math.round(row.deadlineMs * 1.1)})`;
    const measured = `${row.measuredMs.toFixed(0).padStart(6)} ms  stall ${row.stallMs.toFixed(0).padStart(4)} ms`;
    return `${row.cell.padEnd(36)} ${row.expected.padEnd(20)} ${deadline.padEnd(38)} ${measured}  ${verdict}`;
  });
  const header = `${'cell'.padEnd(36)} ${'typed error'.padEnd(20)} ${'deadline'.padEnd(38)} measured`;
  console.log(['[fault-matrix]', header, ...lines].join('\n'));
}

const TICK_MS = 10;

/**
 * Measures the time this process went unscheduled: a 10 ms ticker that fires late was not run,
 * because other processes had both cores (or something in this one blocked). `stop` returns the
 * sum of those delays in ms.
 */
export function watchStalls(): { stop(): number } {
  let last = performance.now();
  let total = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    total += Math.max(0, now - last - TICK_MS);
    last = now;
  }, TICK_MS);
  return {
    stop: () => {
      clearInterval(ticker);
      return total + Math.max(0, performance.now() - last - TICK_MS);
    },
  };
}

/** `count` calls at once. */
export function underLoad<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_unused, index) => call(index)));
}

export const slowest = (answers: Timed[]) => Math.max(...answers.map((answer) => answer.ms));

const BROWSER = { 'x-studyflow-csrf': '1', origin: 'http://localhost:3000' };

/** A query as one learner's browser sends it. */
export const learner = (procedure: string, session: string) => ({
  method: 'GET' as const,
  url: `/trpc/${procedure}`,
  headers: { ...BROWSER, cookie: `_studyflow_session=${session}` },
});

/**
 * Runs `faulty` while another learner (calling `healthy`) and the liveness probe keep calling,
 * watching for scheduling stalls meanwhile.
 */
export async function duringFault(target: Bff, faulty: () => Promise<Timed[]>, healthy: string | undefined) {
  const stalls = watchStalls();
  const probes: Timed[] = [];
  let done = false;
  const prober = (async () => {
    while (!done) {
      probes.push(await timedInject(target.app, { method: 'GET', url: '/healthz' }));
      if (healthy !== undefined)
        probes.push(await timedInject(target.app, learner(healthy, 'other-learner')));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const answers = await faulty().finally(() => {
    done = true;
  });
  await prober;
  return { answers, probes, stallMs: stalls.stop() };
}
