import { ErrorDataSchema } from '@studyflow/contracts/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../test-support/http-server';
import { ORIGIN, startTestApp, type TestApp } from '../test-support/test-app';
import { checkCsrf } from './csrf';

let t: TestApp;
const signIn = JSON.stringify({ email: 'a@b.example', password: 'pw' });

beforeAll(async () => {
  t = await startTestApp();
  t.upstream.handle((_req, res) => json(res, 401, { msg: 'Invalid email or password.' }));
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const post = (headers: Record<string, string>, url = '/trpc/auth.signIn') =>
  t.app.inject({ method: 'POST', url, headers, payload: signIn });

describe('CSRF defence on /trpc', () => {
  it('rejects a call without the CSRF header with 403, before any upstream call', async () => {
    const response = await post({ origin: ORIGIN, 'content-type': 'application/json' });
    expect(response.statusCode).toBe(403);
    const body = response.json<{ error: { data: unknown } }>();
    expect(ErrorDataSchema.strict().parse(body.error.data)).toMatchObject({
      code: 'FORBIDDEN',
      httpStatus: 403,
    });
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('rejects a cross-site Origin with 403', async () => {
    const response = await post({
      'x-studyflow-csrf': '1',
      origin: 'https://evil.example',
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(403);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('without Origin, requires Sec-Fetch-Site same-origin', async () => {
    const base = { 'x-studyflow-csrf': '1', 'content-type': 'application/json' };
    expect((await post({ ...base, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ ...base, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await post(base)).statusCode).toBe(403);
    expect(t.upstream.requests).toHaveLength(0);
    expect((await post({ ...base, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(401);
    expect(t.upstream.requests).toHaveLength(1);
  });

  it('rejects a write that is not JSON with 415 (an HTML form cannot send JSON)', async () => {
    const response = await post({ 'x-studyflow-csrf': '1', origin: ORIGIN, 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(t.upstream.requests).toHaveLength(0);
  });

  it('answers a rejected batch with one tRPC error per call', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/trpc/auth.authorize,config.get?batch=1&input={}',
    });
    expect(response.statusCode).toBe(403);
    const body = response.json<{ error: { data: { code: string } } }[]>();
    expect(body.map((item) => item.error.data.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
  });

  it('lets a same-origin call through (loopback alias of the public origin, JSON with charset)', async () => {
    const response = await post({
      'x-studyflow-csrf': '1',
      origin: 'http://127.0.0.1:3000',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(response.statusCode).toBe(401);
    expect(t.upstream.requests).toHaveLength(1);
  });
});

describe('checkCsrf', () => {
  const allowed = new Set([ORIGIN]);
  it('accepts a GET from the address bar and checks the header value exactly', () => {
    expect(
      checkCsrf({ method: 'GET', headers: { 'x-studyflow-csrf': '1', 'sec-fetch-site': 'none' } }, allowed),
    ).toEqual({
      ok: true,
    });
    expect(
      checkCsrf({ method: 'GET', headers: { 'x-studyflow-csrf': 'true', origin: ORIGIN } }, allowed),
    ).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});
