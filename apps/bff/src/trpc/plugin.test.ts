import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { BROWSER, query, startTestApp, type TestApp } from '../test-support/test-app';

// The web's queries are answered by query-route.ts, not tRPC's adapter: everything around
// them (CSRF, rate limit, body limit, request log, metrics, cookies, deadlines, the browser leaving)
// must hold there too. route.test.ts compares the answers themselves with the adapter's.

const METRICS_TOKEN = 'metrics-token-for-query-tests-01';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN, UPSTREAM_CONNECTIONS: '1', UPSTREAM_QUEUE_MAX: '1' });
});
beforeEach(() => {
  t.upstream.requests.length = 0;
  t.upstream.handle((_req, res) => json(res, 200, { user: upstreamUser }));
});
afterAll(() => t.close());

const batch = (paths: string, headers: Record<string, string> = {}) => ({
  method: 'GET' as const,
  url: `/trpc/${paths}?batch=1&input=%7B%7D`,
  headers: { ...BROWSER, ...headers },
});

describe('queries through the whole app', () => {
  it('answers a batch with the envelope, logs one line with its procedures and upstream calls, and counts both', async () => {
    const response = await t.app.inject(
      batch('auth.authorize,config.get', { cookie: '_studyflow_session=abc; theme=dark' }),
    );
    expect(response.statusCode).toBe(200);
    const [user, config] = response.json<{ result: { data: Record<string, unknown> } }[]>();
    expect(user?.result.data).toMatchObject({ firstName: 'Alex' });
    expect(config?.result.data).toMatchObject({ edition: 'study' });
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-ratelimit-limit': expect.any(String),
    });
    expect(t.upstream.requests[0]?.headers.cookie).toBe('_studyflow_session=abc');

    const line = t.logs().findLast((entry) => entry.msg === 'request');
    expect(line).toMatchObject({
      reqId: expect.any(String),
      status: 200,
      procedures: ['auth.authorize', 'config.get'],
      upstream: [{ method: 'POST', path: '/auth/authorize', status: 200, ms: expect.any(Number) }],
    });
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    for (const procedure of ['auth.authorize', 'config.get']) {
      expect(metrics.body).toContain(
        `studyflow_bff_http_request_duration_seconds_count{method="GET",status="200",route="/trpc/:path",procedure="${procedure}"} 1`,
      );
    }
  });

  it('refuses a query without the CSRF header before any upstream call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trpc/auth.authorize?batch=1' });
    expect(response.statusCode).toBe(403);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('refuses a GET that declares a body past the limit, as before', async () => {
    const response = await t.app.inject(batch('auth.authorize', { 'content-length': String(70 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject([{ error: { data: { code: 'PAYLOAD_TOO_LARGE' } } }]);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('answers 503 with Retry-After when the upstream queue is full', async () => {
    t.upstream.handle((_req, res) => setTimeout(() => json(res, 200, { user: upstreamUser }), 300));
    // One connection, one waiting: the third call at once finds the queue full.
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject(query('auth.authorize'))));
    const refused = answers.find((answer) => answer.statusCode === 503);
    expect(refused?.headers['retry-after']).toBe('1');
    expect(refused?.json()).toMatchObject({ error: { data: { code: 'SERVICE_UNAVAILABLE' } } });
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
  });

  it('cancels the upstream call when the browser leaves', async () => {
    const upstreamGone = new Promise<void>((resolve) => {
      t.upstream.handle((_req, res) => res.once('close', () => resolve()));
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const browser = httpRequest({
      port,
      host: '127.0.0.1',
      path: batch('auth.authorize').url,
      headers: BROWSER,
    });
    browser.on('error', () => undefined);
    browser.end();
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (t.upstream.requests.length === 0) return;
        clearInterval(poll);
        resolve();
      }, 10);
    });
    browser.destroy();
    await upstreamGone;
    const warned = () =>
      t.logs().find((entry) => entry.msg === 'upstream failure' && entry.kind === 'aborted');
    for (let wait = 0; wait < 50 && warned() === undefined; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(warned()).toMatchObject({ procedure: 'auth.authorize', reason: 'client_closed' });
  });
});
