import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamUser } from '../../src/test-support/fixtures';
import { type Bff, startBff, type Timed, timedInject, trpcCode } from './bff';
import {
  after,
  type Behaviour,
  downOrigin,
  type FakeUpstream,
  json,
  oversized,
  redirect,
  resetMidBody,
  stall,
  startBlackHole,
  startFakeUpstream,
  status,
  text,
  trickle,
} from './fake-upstream';
import {
  allowedMs,
  DEADLINE_VARS,
  DEADLINES,
  duringFault,
  learner,
  type MatrixRow,
  printMatrix,
  slowest,
  underLoad,
} from './matrix';
import { type Discovered, discover } from './procedures';

const { email: _dropped, ...userWithoutEmail } = upstreamUser;

interface Cell {
  name: string;
  /** A list query (a GET, retried once on a broken connection) or the user query (a POST). */
  target: 'list' | 'user';
  behaviour: Behaviour;
  code: string;
  status: number;
  deadlineMs: number;
  deadline: string;
  /** Concurrent learners hitting the fault. */
  calls: number;
}

const badGateway = (name: string, behaviour: Behaviour, target: Cell['target'] = 'list'): Cell => ({
  name,
  target,
  behaviour,
  code: 'BAD_GATEWAY',
  status: 502,
  deadlineMs: DEADLINES.totalMs,
  deadline: 'total',
  calls: 4,
});

const CELLS: Cell[] = [
  {
    name: 'slow headers',
    target: 'list',
    behaviour: after(10_000, json(200, [])),
    code: 'GATEWAY_TIMEOUT',
    status: 504,
    // The connection is already open (keep-alive), so headers are due a headers timeout after sending.
    deadlineMs: DEADLINES.headersMs,
    deadline: 'headers',
    calls: 4,
  },
  {
    name: 'stalled body (headers, then silence)',
    target: 'list',
    behaviour: stall(),
    code: 'GATEWAY_TIMEOUT',
    status: 504,
    deadlineMs: DEADLINES.bodyMs,
    deadline: 'body',
    calls: 4,
  },
  {
    name: 'slow body (trickle)',
    target: 'list',
    behaviour: trickle(DEADLINES.bodyMs / 4),
    code: 'GATEWAY_TIMEOUT',
    status: 504,
    deadlineMs: DEADLINES.totalMs,
    deadline: 'total',
    calls: 4,
  },
  badGateway('reset mid-body', resetMidBody()),
  { ...badGateway('500 storm', status(500)), calls: 24 },
  badGateway('malformed JSON', text(200, '[{"id": 1,')),
  badGateway('schema drift (user without email)', json(200, { user: userWithoutEmail }), 'user'),
  badGateway('oversized body (Content-Length)', oversized(256 * 1024, true)),
  badGateway('oversized body (chunked)', oversized(256 * 1024, false)),
  badGateway('redirect', redirect('/api/elsewhere')),
];

let upstream: FakeUpstream;
let bff: Bff;
let uses: Discovered;
const rows: MatrixRow[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
  bff = await startBff(upstream.origin, { ...DEADLINE_VARS, UPSTREAM_MAX_BODY_BYTES: String(64 * 1024) });
  upstream.fallback(json(200, []));
  uses = await discover(
    async (procedure) => (await bff.app.inject(learner(procedure, 'probe'))).statusCode,
    upstream.calls,
  );
});
afterAll(async () => {
  printMatrix(rows);
  await bff.close();
  await upstream.close();
});

/** Records the cell, then holds it to its typed error, its deadline and a healthy rest of the app. */
function check(row: MatrixRow, answers: Timed[], probes: Timed[], code: string, status: number) {
  rows.push(row);
  for (const answer of answers) {
    expect(answer.status, row.cell).toBe(status);
    expect(trpcCode(answer.body), row.cell).toBe(code);
  }
  expect(probes.length, row.cell).toBeGreaterThan(0);
  for (const probe of probes) expect(probe.status, `${row.cell}: healthy call`).toBe(200);
  expect(row.measuredMs, `${row.cell}: ${row.measuredMs.toFixed(0)} ms`).toBeLessThanOrEqual(allowedMs(row));
  if (code === 'GATEWAY_TIMEOUT') {
    // Nor sooner: a timer that fires early cuts calls that were still within their deadline.
    const fastest = Math.min(...answers.map((answer) => answer.ms));
    expect(fastest, `${row.cell}: fastest ${fastest.toFixed(0)} ms`).toBeGreaterThanOrEqual(
      row.deadlineMs * 0.98,
    );
  }
}

/** Origins where nothing answers: the whole upstream is gone, so only calls that need none go on. */
const DEAD_ORIGINS = [
  {
    name: 'down (connection refused)',
    open: async () => ({ origin: await downOrigin(), close: () => undefined }),
    code: 'BAD_GATEWAY',
    status: 502,
  },
  { name: 'black-holed connect', open: startBlackHole, code: 'GATEWAY_TIMEOUT', status: 504 },
];

describe('fault matrix: each upstream fault becomes its typed error within its deadline', () => {
  for (const cell of CELLS) {
    it(cell.name, async () => {
      const [faulty, healthy] = uses.lists;
      if (faulty === undefined || healthy === undefined) throw new Error('no list queries');
      const target = cell.target === 'user' ? uses.user : faulty;
      upstream.reset();
      upstream.script(healthy.path, json(200, []));
      upstream.script(target.path, cell.behaviour);
      const { answers, probes, stallMs } = await duringFault(
        bff,
        () =>
          underLoad(cell.calls, (index) =>
            timedInject(bff.app, learner(target.procedure, `learner-${index}`)),
          ),
        healthy.procedure,
      );
      const row = { cell: cell.name, expected: `${cell.code} ${cell.status}`, deadline: cell.deadline };
      const measured = { deadlineMs: cell.deadlineMs, measuredMs: slowest(answers), stallMs };
      check({ ...row, ...measured }, answers, probes, cell.code, cell.status);
      if (cell.name === '500 storm') {
        // A 500 is not retried: a storm upstream is not made worse by us.
        expect(upstream.calls.filter((call) => call.includes(target.path))).toHaveLength(cell.calls);
      }
      if (cell.name === 'redirect')
        expect(upstream.calls.some((call) => call.includes('/elsewhere'))).toBe(false);
    });
  }

  for (const dead of DEAD_ORIGINS) {
    it(dead.name, async () => {
      const place = await dead.open();
      const cut = await startBff(place.origin, DEADLINE_VARS);
      try {
        const procedure = uses.lists[0]?.procedure ?? '';
        const { answers, probes, stallMs } = await duringFault(
          cut,
          () => underLoad(4, (index) => timedInject(cut.app, learner(procedure, `learner-${index}`))),
          uses.local[0],
        );
        const row = { cell: dead.name, expected: `${dead.code} ${dead.status}`, deadline: 'connect' };
        const measured = { deadlineMs: DEADLINES.connectMs, measuredMs: slowest(answers), stallMs };
        check({ ...row, ...measured }, answers, probes, dead.code, dead.status);
      } finally {
        await cut.close();
        place.close();
      }
    });
  }
});
