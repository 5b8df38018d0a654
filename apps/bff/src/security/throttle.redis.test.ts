import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { mutation, query, startTestApp, type TestApp } from '../test-support/test-app';

/**
 * Scale-out: two BFF instances behind one load balancer share a Redis, so a guesser who alternates
 * between them gets no more tries than against one. Uses a real redis-server (Debian package
 * `redis-server`; `npm test` installs it).
 */

const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) =>
  existsSync(path),
);
const MISSING = 'redis-server is not installed (apt-get install -y redis-server; `npm test` does it)';

if (REDIS_SERVER === undefined && process.env.CI) {
  // In CI a missing server is a broken machine, never a reason to skip the scale-out check.
  throw new Error(`${MISSING}: the scale-out throttle test cannot run.`);
}
if (REDIS_SERVER === undefined) {
  process.stderr.write(`⚠ Skipping throttle.redis.test.ts: ${MISSING}.\n`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startRedis(binary: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, process: child };
    } catch {
      probe.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`redis-server did not answer on port ${port}`);
}

describe.skipIf(REDIS_SERVER === undefined)('throttles and rate limit shared through Redis', () => {
  let redis: { url: string; process: ChildProcess };
  const apps: TestApp[] = [];

  beforeAll(async () => {
    redis = await startRedis(REDIS_SERVER ?? '');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    if (redis === undefined) return;
    const exited = new Promise((resolve) => redis.process.once('exit', resolve));
    redis.process.kill('SIGTERM');
    await exited;
  });

  const instance = async (vars: Record<string, string>) => {
    const app = await startTestApp(vars);
    apps.push(app);
    return app;
  };

  it('holds one account’s budget across two instances: 3 failures on A + 2 on B → 429 on both', async () => {
    const [a, b] = [await instance({ REDIS_URL: redis.url }), await instance({ REDIS_URL: redis.url })];
    for (const app of [a, b]) {
      app.upstream.handle((_req, res) => json(res, 401, { msg: 'Invalid email or password.' }));
    }
    const guess = (app: TestApp) =>
      app.app.inject(mutation('auth.signIn', { email: 'Spread@Learners.example', password: 'guess' }));

    for (let i = 0; i < 3; i += 1) expect((await guess(a)).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await guess(b)).statusCode).toBe(401);
    const onA = await guess(a);
    const onB = await guess(b);
    expect([onA.statusCode, onB.statusCode]).toEqual([429, 429]);
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(onA.json()).toMatchObject({ error: { data: { code: 'TOO_MANY_REQUESTS' } } });
    expect(a.upstream.requests).toHaveLength(3);
    expect(b.upstream.requests).toHaveLength(2);

    // Keys name a hash, never the address, and every window expires.
    const client = new Redis(redis.url);
    const keys = await client.keys('studyflow:throttle:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/learners/i);
    for (const key of keys) expect(await client.pttl(key)).toBeGreaterThan(0);
    client.disconnect();
  });

  it('keys sign-in failures on account and client there too: the owner elsewhere still signs in', async () => {
    const [a, b] = [await instance({ REDIS_URL: redis.url }), await instance({ REDIS_URL: redis.url })];
    for (const app of [a, b]) {
      app.upstream.handle((request, res) => {
        const { password } = JSON.parse(request.body) as { password?: string };
        if (password === 'right') json(res, 200, { user: upstreamUser });
        else json(res, 401, { msg: 'Invalid email or password.' });
      });
    }
    const signIn = (app: TestApp, password: string, remoteAddress: string) =>
      app.app.inject({
        ...mutation('auth.signIn', { email: 'owner@learners.example', password }),
        remoteAddress,
      });
    for (const app of [a, b, a, b, a])
      expect((await signIn(app, 'guess', '203.0.113.5')).statusCode).toBe(401);
    expect((await signIn(b, 'right', '203.0.113.5')).statusCode).toBe(429);
    expect((await signIn(a, 'right', '198.51.100.5')).statusCode).toBe(200);
  });

  it('shares the global rate limit too', async () => {
    // Database 1: the first test's requests already count in database 0 for this client IP.
    const url = `${redis.url}/1`;
    const [a, b] = [
      await instance({ REDIS_URL: url, RATE_LIMIT_MAX: '3' }),
      await instance({ REDIS_URL: url, RATE_LIMIT_MAX: '3' }),
    ];
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await app.app.inject(query('config.get'))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses to start when REDIS_URL is set but nothing answers there', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      WEB_DIST: '/nonexistent/studyflow-web-dist',
    });
    await expect(buildApp(env, { logStream: { write: () => undefined } })).rejects.toThrow(
      /REDIS_URL is set but Redis did not answer/,
    );
  });
});
