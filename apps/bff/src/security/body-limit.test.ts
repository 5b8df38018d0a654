import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { BROWSER, mutation, startTestApp, type TestApp } from '../test-support/test-app';
import { AVATAR_BODY_LIMIT, DEFAULT_TRPC_BODY_LIMIT, trpcBodyLimit } from './body-limit';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  t.upstream.handle((_req, res) => json(res, 200, { msg: 'ok', avatar: upstreamUser.avatar }));
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

describe('tRPC body limits', () => {
  it('gives 8 MB only to a URL whose every call is the avatar upload', () => {
    expect(trpcBodyLimit('/trpc/avatar.create')).toBe(AVATAR_BODY_LIMIT);
    expect(trpcBodyLimit('/trpc/avatar.create,avatar.create?batch=1')).toBe(AVATAR_BODY_LIMIT);
    expect(trpcBodyLimit('/trpc/avatar.create,auth.signIn?batch=1')).toBe(DEFAULT_TRPC_BODY_LIMIT);
    expect(trpcBodyLimit('/trpc/auth.signIn')).toBe(DEFAULT_TRPC_BODY_LIMIT);
  });

  it('refuses 70 KB on any other procedure before the upstream hears of it', async () => {
    const padding = 'x'.repeat(70 * 1024);
    const response = await t.app.inject(mutation('auth.signIn', { email: 'a@b.example', password: padding }));
    expect(response.statusCode).toBe(413);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('counts a chunked body with no Content-Length too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: address.port,
          path: '/trpc/auth.verifyEmail',
          method: 'POST',
          headers: { ...BROWSER, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"email":"');
      for (let i = 0; i < 80; i += 1) req.write('x'.repeat(1024));
      req.end('"}');
    });
    expect(status).toBe(413);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('still takes a 5 MB avatar upload', async () => {
    const dataUrl = `data:image/jpeg;base64,${'A'.repeat(5 * 1024 * 1024)}`;
    const response = await t.app.inject(mutation('avatar.create', { image: dataUrl }));
    expect(response.statusCode).not.toBe(413);
    // 7 MB parsed and validated: seconds on a busy 2-core runner.
  }, 30_000);
});

describe('tRPC batches', () => {
  it('refuses a batch of more than 10 calls without calling the upstream', async () => {
    const names = Array.from({ length: 11 }, () => 'auth.verifyEmail').join(',');
    const input = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, { email: 'a@b.example' }]));
    const response = await t.app.inject({
      ...mutation(names, input),
      url: `/trpc/${names}?batch=1`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(t.upstream.requests).toHaveLength(0);
  });
});

describe('tRPC batch URLs', () => {
  it('a full batch of ten calls with long names reaches tRPC', async () => {
    const names = Array.from({ length: 10 }, () => 'auth.requestPasswordReset').join(',');
    const input = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, { email: 'not-an-email' }]));
    const response = await t.app.inject({ ...mutation(names, input), url: `/trpc/${names}?batch=1` });
    expect(response.statusCode).not.toBe(404);
    // One answer per call: tRPC read the whole batch.
    expect(response.json()).toHaveLength(10);
  });
});
