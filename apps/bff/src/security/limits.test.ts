import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test-support/http-server';
import { mutation, query, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '3' });
  t.upstream.handle((_req, res) => json(res, 200, { msg: 'ok' }));
});
afterAll(() => t.close());

describe('request limits', () => {
  it('accepts tRPC bodies up to 8 MB (avatars) and rejects larger ones with a tRPC-shaped 413', async () => {
    const big = 'x'.repeat(5 * 1024 * 1024);
    const fits = await t.app.inject(mutation('auth.verifyEmail', { email: 'a@b.example', padding: big }));
    expect(fits.statusCode).toBe(200);
    const tooBig = await t.app.inject(
      mutation('auth.verifyEmail', { email: 'a@b.example', padding: `${big}${big}` }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: { data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 } } });
  });

  it('rate limits per client with a tRPC-shaped 429, but never the health, metrics or web app files', async () => {
    // The two calls above count too: the third and fourth exceed RATE_LIMIT_MAX=3.
    expect((await t.app.inject(query('config.get'))).statusCode).toBe(200);
    const limited = await t.app.inject(query('config.get'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: { data: { code: 'TOO_MANY_REQUESTS', upstreamStatus: null } },
    });
    expect(limited.headers['retry-after']).toBeDefined();
    for (const url of ['/healthz', '/metrics', '/healthz']) {
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
