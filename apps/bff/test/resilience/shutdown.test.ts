import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './bff';
import { type FakeUpstream, json, startFakeUpstream } from './fake-upstream';
import { discover } from './procedures';
import { echoSessionUser, sessionOf } from './session-user';

const BFF_DIR = fileURLToPath(new URL('../..', import.meta.url));
const OBSERVER = fileURLToPath(new URL('./accept-observer.ts', import.meta.url));
const REQUESTS = 100;
const SPACING_MS = 6;
const SIGTERM_AFTER = 40;
const LAST_WAVE = 80;
const UPSTREAM_MS = 300;

let upstream: FakeUpstream;
let child: ChildProcess | undefined;
let webDist: string;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  webDist = mkdtempSync(join(tmpdir(), 'studyflow-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Studyflow</title>');
});
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  rmSync(webDist, { recursive: true, force: true });
  await upstream.close();
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

type Answer =
  | { kind: 'answered'; status: number; userSession: string | null }
  | { kind: 'no answer'; code: string };

type Outcome = Answer & {
  /** Its client port, once connected; null if it never connected. */
  clientPort: number | null;
  /** When it connected, as seen from here (late when this process is starved); null if never. */
  connectedAt: number | null;
};

/** One call on a connection of its own (as a new browser would open), with its session cookie. */
function call(port: number, path: string, session: string): Promise<Outcome> {
  let clientPort: number | null = null;
  let connectedAt: number | null = null;
  return new Promise<Answer>((resolve) => {
    const headers = {
      'x-studyflow-csrf': '1',
      origin: 'http://localhost:3000',
      cookie: `_studyflow_session=${session}`,
    };
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('error', () => resolve({ kind: 'no answer', code: 'cut mid-body' }));
      res.on('end', () => {
        let userSession: string | null = null;
        try {
          userSession = sessionOf(
            (JSON.parse(body) as { result: { data: { email: string } } }).result.data.email,
          );
        } catch {
          // Not a complete success body: counted by its status below.
        }
        resolve({ kind: 'answered', status: res.statusCode ?? 0, userSession });
      });
    });
    req.on('socket', (socket) =>
      socket.once('connect', () => {
        clientPort = socket.localPort ?? null;
        connectedAt = performance.now();
      }),
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'no answer', code: error.code ?? error.message }),
    );
    req.end();
  }).then((answer) => ({ ...answer, clientPort, connectedAt }));
}

describe('graceful shutdown under load', () => {
  it('SIGTERM mid-burst: every accepted call completes, then the process exits 0', async () => {
    // Which procedure reads the session's user, learnt from the app itself.
    upstream.fallback(json(200, []));
    const probe = await startBff(upstream.origin);
    const { user } = await discover(
      async (procedure) =>
        (
          await probe.app.inject({
            method: 'GET',
            url: `/trpc/${procedure}`,
            headers: { 'x-studyflow-csrf': '1', origin: 'http://localhost:3000' },
          })
        ).statusCode,
      upstream.calls,
    );
    await probe.close();
    upstream.reset();
    // Sessions the BFF began serving: their call reached the upstream.
    const reached = new Set<string>();
    upstream.script(
      user.path,
      echoSessionUser(() => UPSTREAM_MS, reached),
    );

    const port = await freePort();
    const proc = spawn(process.execPath, ['--import', 'tsx', '--import', OBSERVER, 'src/server.ts'], {
      cwd: BFF_DIR,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        UPSTREAM_URL: `${upstream.origin}/api`,
        NODE_ENV: 'test',
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = proc;
    const accepted = new Set<number>();
    proc.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const match of chunk.matchAll(/^ACCEPTED (\d+)$/gm)) accepted.add(Number(match[1]));
    });
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    for (let up = false; !up; ) {
      up = await call(port, '/healthz', 'none').then((outcome) => outcome.kind === 'answered');
      if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const outcomes: Promise<Outcome>[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    for (let index = 0; index < REQUESTS; index += 1) {
      if (index === SIGTERM_AFTER) {
        signalledAt = performance.now();
        proc.kill('SIGTERM');
      }
      // A last wave well after the others: by then the listener has usually closed.
      if (index === LAST_WAVE) await new Promise((resolve) => setTimeout(resolve, 500));
      outcomes.push(call(port, `/trpc/${user.procedure}`, `burst-${index}`));
      await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
    }
    const results = await Promise.all(outcomes);
    const code = await exited;

    // Accepted: the server took the connection (its own word, via the observer). Every accepted
    // call must end in its own user, or in a clean 503 if it was read after closing began. A call
    // the server never took was refused: by the closed listener, or reset with the kernel's queue.
    const tally = {
      completed: 0,
      refused: 0,
      refusedSentBefore: 0,
      shed503: 0,
      accepted: 0,
      dropped: [] as string[],
    };
    results.forEach((outcome, index) => {
      const session = `burst-${index}`;
      const wasAccepted =
        reached.has(session) || (outcome.clientPort !== null && accepted.has(outcome.clientPort));
      if (wasAccepted) tally.accepted += 1;
      if (outcome.kind === 'answered' && outcome.status === 200 && outcome.userSession === session) {
        tally.completed += 1;
      } else if (outcome.kind === 'answered' && outcome.status === 503 && !reached.has(session)) {
        tally.shed503 += 1;
      } else if (outcome.kind === 'no answer' && !wasAccepted) {
        tally.refused += 1;
        // Connected before the signal, yet still in the kernel's queue when the listener closed.
        if ((outcome.connectedAt ?? Number.POSITIVE_INFINITY) < signalledAt) tally.refusedSentBefore += 1;
      } else {
        tally.dropped.push(`${session}: ${JSON.stringify(outcome)}`);
      }
    });
    console.log(
      `[shutdown] requests=${REQUESTS} sigtermAfter=${SIGTERM_AFTER} accepted=${tally.accepted} completed=${tally.completed} ` +
        `refusedAfterClose=${tally.refused} (connected before the signal: ${tally.refusedSentBefore}) shed503=${tally.shed503} dropped=${tally.dropped.length} exitCode=${code}`,
    );
    expect(tally.dropped, tally.dropped.join('\n')).toEqual([]);
    expect(code).toBe(0);
    // The burst overlapped the shutdown: far more calls were accepted than were in before it.
    expect(tally.completed).toBeGreaterThan(SIGTERM_AFTER / 2);
  });
});
