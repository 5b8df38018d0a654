import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test-support/http-server';
import { BROWSER, mutation, query, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '3' });
  t.upstream.handle((_req, res) => json(res, 200, { msg: 'ok' }));
});
afterAll(() => t.close());

describe('request limits', () => {
  it('a 413 before tRPC is tRPC-shaped (body limits themselves: body-limit.test.ts)', async () => {
    const tooBig = await t.app.inject(
      mutation('auth.verifyEmail', { email: 'a@b.example', padding: 'x'.repeat(70 * 1024) }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: { data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } } });
    const batch = await t.app.inject({
      ...mutation('auth.verifyEmail,auth.verifyEmail', { 0: { email: 'x'.repeat(70 * 1024) } }),
      url: '/trpc/auth.verifyEmail,auth.verifyEmail?batch=1',
    });
    expect(batch.statusCode).toBe(413);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('rate limits per client with a tRPC-shaped 429, but never the health, metrics or web app files', async () => {
    // The two calls above count too: the third and fourth exceed RATE_LIMIT_MAX=3.
    expect((await t.app.inject(query('config.get'))).statusCode).toBe(200);
    const limited = await t.app.inject(query('config.get'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: {
        data: { code: 'TOO_MANY_REQUESTS', upstreamStatus: null, retryAfterSeconds: expect.any(Number) },
      },
    });
    expect(limited.headers['retry-after']).toBeDefined();
    for (const url of ['/healthz', '/readyz', '/healthz']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    // The web app's own pages and assets are not counted either; media from the upstream is.
    for (const url of ['/', '/assets/index.js', '/dashboard/learn']) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).statusCode,
      ).not.toBe(429);
    }
    expect((await t.app.inject({ method: 'GET', url: '/uploads/a.svg' })).statusCode).toBe(429);
  });
});

describe('the rate limit counts per client as the throttles do', () => {
  let grouped: TestApp;
  beforeAll(async () => {
    grouped = await startTestApp({ RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => grouped.close());

  const from = async (remoteAddress: string) =>
    (await grouped.app.inject({ ...query('config.get'), remoteAddress })).statusCode;

  it('one IPv6 /64 shares a budget; another /64 has its own', async () => {
    expect(await from('2001:db8:5:1::1')).toBe(200);
    expect(await from('2001:db8:5:1::2')).toBe(200);
    expect(await from('2001:db8:5:1:abcd::3')).toBe(429);
    expect(await from('2001:db8:5:2::1')).toBe(200);
  });

  it('an IPv4-mapped IPv6 address is its IPv4 address', async () => {
    expect(await from('192.0.2.9')).toBe(200);
    expect(await from('::ffff:192.0.2.9')).toBe(200);
    expect(await from('192.0.2.9')).toBe(429);
  });
});

/** One GET with the request target exactly as given; returns the status code. */
function rawGet(port: number, target: string): Promise<number> {
  const headers = { host: 'localhost:3000', ...BROWSER, connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\n${head.join('')}\r\n`),
    );
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => resolve(Number(answer.split(' ')[1])));
  });
}

describe('the rate limit decides by the matched route, not the raw target', () => {
  let listening: TestApp;
  let port: number;

  beforeAll(async () => {
    listening = await startTestApp({ RATE_LIMIT_MAX: '2' });
    listening.upstream.handle((_req, res) => json(res, 200, { msg: 'ok' }));
    port = Number(new URL(await listening.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => listening.close());

  it('counts absolute-form GETs of /trpc and /uploads like any other upstream-bound GET', async () => {
    // inject() rewrites `http://host/path` to `/path` before routing, which hides the bypass: only a
    // raw request line shows what a client can really send.
    const statuses = [];
    for (const target of [
      'http://localhost:3000/trpc/config.get',
      'http://localhost:3000/trpc/config.get',
      'http://localhost:3000/trpc/config.get',
      'http://localhost:3000/uploads/a.svg',
    ]) {
      statuses.push(await rawGet(port, target));
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
