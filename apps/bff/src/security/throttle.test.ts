import { ErrorDataSchema } from '@studyflow/contracts/errors';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { BROWSER, mutation, startTestApp, type TestApp } from '../test-support/test-app';
import { MemoryThrottleStore, Throttle, type ThrottleStore } from './throttle';

let t: TestApp;
/** The upstream answers 200 for this password and 401 for any other. */
const RIGHT = 'right-password';

beforeAll(async () => {
  t = await startTestApp({ THROTTLE_IP_MAX: '1000' });
});
beforeEach(() => {
  t.upstream.requests.length = 0;
  t.upstream.handle((request, res) => {
    const { password } = JSON.parse(request.body) as { password?: string };
    if (password === RIGHT) json(res, 200, { user: upstreamUser });
    else json(res, 401, { msg: 'Invalid email or password.' });
  });
});
afterAll(() => t.close());

const signIn = (email: string, password = 'wrong', remoteAddress?: string) =>
  t.app.inject({ ...mutation('auth.signIn', { email, password }), ...(remoteAddress && { remoteAddress }) });

interface ErrorBody {
  error: { message: string; data: Record<string, unknown> };
}

describe('sign-in throttle (per account)', () => {
  it('refuses the 6th try after 5 wrong passwords with 429, Retry-After and the wait, before any upstream call', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn('five@learners.example')).statusCode).toBe(401);
    expect(t.upstream.requests).toHaveLength(5);

    const refused = await signIn('five@learners.example', RIGHT);
    expect(refused.statusCode).toBe(429);
    expect(t.upstream.requests).toHaveLength(5);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const { message, data } = refused.json<ErrorBody>().error;
    expect(ErrorDataSchema.strict().parse(data)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      httpStatus: 429,
      upstreamStatus: null,
      msg: null,
      fieldErrors: null,
      issues: null,
      retryAfterSeconds: retryAfter,
    });
    expect(message).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('counts the account however its email is typed, and never logs it', async () => {
    for (const email of ['Case@Learners.example', ' case@learners.example', 'CASE@learners.example ']) {
      await signIn(email);
      await signIn(email);
    }
    const line = t.logs().find((entry) => entry.msg === 'throttled');
    expect(line).toMatchObject({ procedure: 'auth.signIn', throttle: 'sign-in', scope: 'account' });
    expect(t.upstream.requests).toHaveLength(5);
    expect(t.rawLogs()).not.toMatch(/case@learners/i);
  });

  it('keeps other accounts open: the throttle is per account, not global', async () => {
    for (let i = 0; i < 6; i += 1) await signIn('locked@learners.example');
    expect((await signIn('other@learners.example', RIGHT)).statusCode).toBe(200);
  });

  it('forgets an account’s failures once it signs in, and never counts answers that are not refusals', async () => {
    for (let i = 0; i < 4; i += 1) await signIn('typo@learners.example');
    expect((await signIn('typo@learners.example', RIGHT)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signIn('typo@learners.example')).statusCode).toBe(401);
    expect((await signIn('typo@learners.example')).statusCode).toBe(429);

    t.upstream.handle((_req, res) => json(res, 503, { msg: 'down' }));
    for (let i = 0; i < 7; i += 1) expect((await signIn('outage@learners.example')).statusCode).toBe(503);
  });

  it('holds inside one batch: eight parallel guesses reach the upstream five times', async () => {
    const calls = Array.from({ length: 8 }, () => ({ email: 'batch@learners.example', password: 'x' }));
    const response = await t.app.inject({
      method: 'POST',
      url: `/trpc/${calls.map(() => 'auth.signIn').join(',')}?batch=1`,
      headers: { ...BROWSER, 'content-type': 'application/json' },
      payload: JSON.stringify(Object.fromEntries(calls.map((input, index) => [index, input]))),
    });
    const codes = response.json<ErrorBody[]>().map((item) => item.error.data.code);
    expect(codes.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(3);
    expect(t.upstream.requests).toHaveLength(5);
    expect(response.headers['retry-after']).toBeDefined();
  });
});

describe('sign-in throttle (per account and client, ASVS 5.0 §6.3)', () => {
  const STRANGER = '203.0.113.66';
  const OWNER = '198.51.100.23';

  it('a stranger’s wrong passwords from one address never lock the owner out of their own device', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn('alex@university.example', 'guess', STRANGER)).statusCode).toBe(401);
    }
    const stranger = await signIn('alex@university.example', RIGHT, STRANGER);
    expect(stranger.statusCode).toBe(429);
    expect(t.upstream.requests).toHaveLength(5);

    const owner = await signIn('alex@university.example', RIGHT, OWNER);
    expect(owner.statusCode).toBe(200);
    // The owner's success leaves the stranger's address waiting.
    expect((await signIn('alex@university.example', 'guess', STRANGER)).statusCode).toBe(429);
  });

  it('bounds the account across every address: a ceiling against guessing spread over many', async () => {
    const saved = t.app.throttle;
    t.app.throttle = new Throttle(new MemoryThrottleStore(), 1000, { 'sign-in': { accountCeiling: 12 } });
    try {
      const from = (n: number) => `192.0.2.${n}`;
      for (let n = 1; n <= 4; n += 1) {
        for (let i = 0; i < 3; i += 1) {
          expect((await signIn('spread@learners.example', 'guess', from(n))).statusCode).toBe(401);
        }
      }
      // 12 failures from four addresses: a fifth address, the owner's included, waits too.
      const refused = await signIn('spread@learners.example', RIGHT, from(5));
      expect(refused.statusCode).toBe(429);
      expect(
        t
          .logs()
          .filter((entry) => entry.msg === 'throttled')
          .at(-1),
      ).toMatchObject({
        throttle: 'sign-in',
        scope: 'account-ceiling',
      });
      expect(t.upstream.requests).toHaveLength(12);
      // Other accounts are untouched.
      expect((await signIn('other-spread@learners.example', RIGHT, from(5))).statusCode).toBe(200);
    } finally {
      t.app.throttle = saved;
    }
  });

  it('a correct password clears only this client’s run, never the account’s ceiling', async () => {
    const saved = t.app.throttle;
    t.app.throttle = new Throttle(new MemoryThrottleStore(), 1000, { 'sign-in': { accountCeiling: 6 } });
    try {
      for (let i = 0; i < 4; i += 1) await signIn('ceiling@learners.example', 'guess', '192.0.2.10');
      expect((await signIn('ceiling@learners.example', RIGHT, '192.0.2.10')).statusCode).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        expect((await signIn('ceiling@learners.example', 'guess', '192.0.2.10')).statusCode).toBe(401);
      }
      expect((await signIn('ceiling@learners.example', 'guess', '192.0.2.11')).statusCode).toBe(429);
    } finally {
      t.app.throttle = saved;
    }
  });
});

describe('mail-sending calls count every attempt', () => {
  it('lets 5 reset requests for one address through, then 429, whatever the upstream said', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { msg: 'sent if it exists' }));
    const reset = () =>
      t.app.inject(mutation('auth.requestPasswordReset', { email: 'mail@learners.example' }));
    for (let i = 0; i < 5; i += 1) expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);
    const resend = await t.app.inject(
      mutation('auth.resendConfirmation', { email: 'mail@learners.example' }),
    );
    expect(resend.statusCode).toBe(200);
  });
});

describe('per-IP budget', () => {
  let ip: TestApp;
  beforeAll(async () => {
    ip = await startTestApp({ THROTTLE_IP_MAX: '3' });
    ip.upstream.handle((_req, res) => json(res, 401, { msg: 'Invalid email or password.' }));
  });
  afterAll(() => ip.close());

  it('stops one address guessing across many accounts, and only that address', async () => {
    const from = (email: string, remoteAddress: string) =>
      ip.app.inject({ ...mutation('auth.signIn', { email, password: 'x' }), remoteAddress });
    for (const email of ['a@x.example', 'b@x.example', 'c@x.example']) {
      expect((await from(email, '203.0.113.9')).statusCode).toBe(401);
    }
    expect((await from('d@x.example', '203.0.113.9')).statusCode).toBe(429);
    expect((await from('d@x.example', '198.51.100.4')).statusCode).toBe(401);
    expect(ip.logs().find((entry) => entry.msg === 'throttled')).toMatchObject({ scope: 'ip' });
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 one', async () => {
    ip.app.throttle = new Throttle(new MemoryThrottleStore(), 3);
    const from = (remoteAddress: string) =>
      ip.app.inject({ ...mutation('auth.signIn', { email: 'e@x.example', password: 'x' }), remoteAddress });
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::9']) {
      expect((await from(address)).statusCode).toBe(401);
    }
    expect((await from('2001:db8:7:1:1234::5')).statusCode).toBe(429);
    expect((await from('2001:db8:7:2::1')).statusCode).toBe(401);
    for (const address of ['192.0.2.7', '192.0.2.7', '::ffff:192.0.2.7']) {
      expect((await from(address)).statusCode).toBe(401);
    }
    expect((await from('192.0.2.7')).statusCode).toBe(429);
  });
});

describe('when the store fails', () => {
  let saved: Throttle;
  beforeEach(() => {
    saved = t.app.throttle;
  });
  afterEach(() => {
    t.app.throttle = saved;
  });

  it('lets the call through and logs an error rather than locking everyone out', async () => {
    const broken: ThrottleStore = {
      add: () => Promise.reject(new Error('connection refused')),
      clear: () => Promise.reject(new Error('connection refused')),
    };
    t.app.throttle = new Throttle(broken, 30);
    expect((await signIn('anyone@learners.example', RIGHT)).statusCode).toBe(200);
    expect(t.logs().some((entry) => entry.msg === 'throttle store unavailable, call let through')).toBe(true);
  });
});

describe('MemoryThrottleStore', () => {
  it('opens a window on the first hit and starts again once it has passed', async () => {
    let now = 1_000;
    const store = new MemoryThrottleStore(() => now);
    expect(await store.add('k', 1, 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 59_000;
    expect(await store.add('k', 1, 60_000)).toEqual({ count: 2, resetInMs: 1_000 });
    now += 1_000;
    expect(await store.add('k', 1, 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('never opens a window for a unit given back, and never counts below zero', async () => {
    const store = new MemoryThrottleStore();
    expect(await store.add('gone', -1, 60_000)).toEqual({ count: 0, resetInMs: 0 });
    expect(store.size).toBe(0);
    await store.add('k', 1, 60_000);
    expect((await store.add('k', -5, 60_000)).count).toBe(0);
  });

  it('drops expired counters and, past its cap, the oldest ones', async () => {
    let now = 0;
    const store = new MemoryThrottleStore(() => now, 3);
    for (const key of ['a', 'b', 'c', 'd']) await store.add(key, 1, 1_000);
    expect(store.size).toBe(3);
    expect((await store.add('a', 1, 1_000)).count).toBe(1);
    now = 120_000;
    await store.add('e', 1, 1_000);
    expect(store.size).toBe(1);
  });
});
