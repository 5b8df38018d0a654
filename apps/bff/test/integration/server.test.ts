import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../../src/test-support/http-server';
import { PUBLIC_ORIGIN } from './support/bff';
import { freePort } from './support/legacy-api';

const BFF_DIR = fileURLToPath(new URL('../..', import.meta.url));

let upstream: TestServer;
let child: ChildProcess | undefined;

beforeAll(async () => {
  upstream = await startTestServer();
});
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => upstream.close());

/** src/server.ts as `pnpm start` runs it, with its exit code as a promise. */
async function startServer(vars: Record<string, string>) {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: BFF_DIR,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      UPSTREAM_URL: `${upstream.origin}/api`,
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent/studyflow-web-dist',
      ...vars,
    },
    stdio: 'ignore',
  });
  child = proc;
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { proc, url, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('BFF did not start');
}

const authorize = (url: string) =>
  fetch(`${url}/trpc/auth.authorize`, { headers: { 'x-studyflow-csrf': '1', origin: PUBLIC_ORIGIN } });

describe('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM, then exits 0', async () => {
    upstream.handle((_req, res) => {
      setTimeout(() => json(res, 401, { msg: 'You need to sign in or sign up before continuing.' }), 700);
    });
    const { proc, url, exited } = await startServer({});
    const inFlight = authorize(url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    proc.kill('SIGTERM');
    const response = await inFlight;
    // A guest's start-up check answers "no user" (200, null) rather than an error.
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: { data: null } });
    expect(await exited).toBe(0);
  });

  it('gives up after SHUTDOWN_TIMEOUT_MS when a request hangs, exiting 1', async () => {
    upstream.handle(() => undefined);
    const { proc, url, exited } = await startServer({
      SHUTDOWN_TIMEOUT_MS: '800',
      UPSTREAM_HEADERS_TIMEOUT_MS: '60000',
    });
    void authorize(url).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    proc.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
