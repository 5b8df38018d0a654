import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf } from '../test-support/calls';
import { json } from '../test-support/http-server';
import { BROWSER, mutation, query, startTestApp, type TestApp } from '../test-support/test-app';
import { learnerAccount, sessionCookieNames } from './learner-key';
import { COST_BUDGETS } from './limits';
import { type BudgetOverrides, MemoryThrottleStore, Throttle } from './throttle';

/**
 * Budgets on what costs (limits.ts COST_BUDGETS): per learner (a hash of the session cookie) or, for
 * the guest contact form, per email named; and per IP. Each test starts from empty counters.
 */

let t: TestApp;
const HOUR_S = 60 * 60;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let saved: Throttle;
beforeEach(() => {
  t.upstream.requests.length = 0;
  saved = t.app.throttle;
  t.app.throttle = new Throttle(new MemoryThrottleStore(), 30);
});
afterEach(() => {
  t.app.throttle = saved;
});

/** Fresh counters with some rules' numbers changed. */
const withBudgets = (overrides: BudgetOverrides) => {
  t.app.throttle = new Throttle(new MemoryThrottleStore(), 30, overrides);
};

const session = (token: string) => ({ cookie: `_studyflow_session=${token}` });
const from = (options: InjectOptions, remoteAddress?: string): InjectOptions =>
  remoteAddress === undefined ? options : { ...options, remoteAddress };

const ok = () => t.upstream.handle((_req, res) => json(res, 200, { status: 'success' }));
const searchAnswer = () =>
  t.upstream.handle((_req, res) => json(res, 200, { steps: [], chapters: [], learning_modules: [] }));

/** `count` calls one after another; their status codes. */
async function statuses(count: number, call: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await call()).statusCode);
  return codes;
}

const times = (count: number, code: number) => Array.from({ length: count }, () => code);

describe('the guest contact form: per email named and per IP', () => {
  const contact = (email: string, remoteAddress?: string) =>
    t.app.inject(
      from(mutation('public.contact', { fullName: 'Guest', email, message: 'Hello there' }), remoteAddress),
    );

  it('takes 5 messages an hour naming one email, however it is typed, then 429 with the wait', async () => {
    ok();
    const typed = ['Pat@Guests.example', 'pat@guests.example', ' PAT@guests.example', 'pat@GUESTS.example'];
    for (const email of [...typed, 'pat@guests.example']) expect((await contact(email)).statusCode).toBe(200);
    const refused = await contact('pat@guests.example');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(HOUR_S - 60);
    expect(retryAfter).toBeLessThanOrEqual(HOUR_S);
    const error = errorOf(refused.body);
    expect(error.message).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect(error.data).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      httpStatus: 429,
      retryAfterSeconds: retryAfter,
    });
    expect(t.upstream.requests).toHaveLength(5);
    // Another guest on the same address is not held up by Pat.
    expect((await contact('sam@guests.example')).statusCode).toBe(200);
    expect(t.rawLogs()).not.toMatch(/pat@guests/i);
  });

  it('stops one address naming many emails after 20 an hour, and only that address', async () => {
    ok();
    const emails = Array.from({ length: 21 }, (_, i) => `guest${i}@guests.example`);
    const codes = [];
    for (const email of emails) codes.push((await contact(email, '203.0.113.7')).statusCode);
    expect(codes).toEqual([...times(20, 200), 429]);
    expect((await contact('guest20@guests.example', '198.51.100.7')).statusCode).toBe(200);
    expect(
      t
        .logs()
        .filter((entry) => entry.msg === 'throttled')
        .at(-1),
    ).toMatchObject({
      procedure: 'public.contact',
      throttle: 'contact',
      scope: 'ip',
    });
  });

  it('never counts a form the schema refused', async () => {
    ok();
    const bad = () =>
      t.app.inject(mutation('public.contact', { fullName: 'G', email: 'x@y.example', message: ' ' }));
    expect(await statuses(8, bad)).toEqual(times(8, 400));
    expect((await contact('x@y.example')).statusCode).toBe(200);
  });
});

describe('signed-in procedures: per learner session and per IP', () => {
  it('support.send: 10 messages an hour per learner; another learner on the same address still sends', async () => {
    ok();
    const send = (token: string) =>
      t.app.inject(mutation('support.send', { message: 'Help please' }, session(token)));
    expect(await statuses(11, () => send('learner-one-token'))).toEqual([...times(10, 200), 429]);
    expect((await send('learner-two-token')).statusCode).toBe(200);
    expect(t.upstream.requests).toHaveLength(11);
    const line = t
      .logs()
      .filter((entry) => entry.msg === 'throttled')
      .at(-1);
    expect(line).toMatchObject({ procedure: 'support.send', throttle: 'support', scope: 'account' });
    // Neither the token nor anything but the budget's name and scope is logged.
    expect(t.rawLogs()).not.toContain('learner-one-token');
  });

  it.each<{ label: string; vars: Record<string, string>; origin: string; cookie: (other: string) => string }>(
    [
      {
        label: 'behind TLS, the __Host- session',
        vars: { PUBLIC_ORIGIN: 'https://studyflow.example' },
        origin: 'https://studyflow.example',
        cookie: (other: string) => `__Host-_studyflow_session=real; _studyflow_session=${other}`,
      },
      {
        label: "an upstream's own session cookie (UPSTREAM_SESSION_COOKIE)",
        vars: { UPSTREAM_SESSION_COOKIE: 'emu_session', UPSTREAM_RELAY_COOKIES: 'emu_pref' },
        origin: 'http://localhost:3000',
        cookie: (other: string) => `emu_session=real; _studyflow_session=${other}; emu_pref=${other}`,
      },
    ],
  )(
    'counts $label, the one the upstream gets; other cookies beside it change nothing',
    async ({ vars, origin, cookie }) => {
      const own = await startTestApp(vars);
      try {
        own.upstream.handle((_req, res) => json(res, 200, { status: 'success' }));
        const send = (other: string) =>
          own.app.inject(mutation('support.send', { message: 'Help' }, { origin, cookie: cookie(other) }));
        const codes = [];
        for (let i = 0; i < 11; i += 1) codes.push((await send(`made-up-${i}`)).statusCode);
        expect(codes).toEqual([...times(10, 200), 429]);
      } finally {
        await own.close();
      }
    },
  );

  it('wellbeing.requestCalm: 3 a day per learner, with a wait of up to a day', async () => {
    ok();
    const input = { email: 'sam@uni.example', firstName: 'Sam', surname: 'Lee' };
    const request = () => t.app.inject(mutation('wellbeing.requestCalm', input, session('calm-token')));
    expect(await statuses(3, request)).toEqual(times(3, 200));
    const refused = await request();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * HOUR_S);
    expect(errorOf(refused.body).message).toBe('Too many attempts. Please wait 1440 minutes and try again.');
  });

  it('avatar.create: 20 uploads an hour per learner', async () => {
    t.upstream.handle((_req, res) =>
      json(res, 201, { avatar: { id: 5, large: '/uploads/a.jpg', medium: '/uploads/a.jpg' } }),
    );
    const upload = () =>
      t.app.inject(
        mutation('avatar.create', { image: 'data:image/jpeg;base64,/9j/4AAQ' }, session('avatar-token')),
      );
    expect(await statuses(21, upload)).toEqual([...times(20, 200), 429]);
    expect(t.upstream.requests).toHaveLength(20);
  });

  it('search.query: 120 a minute per learner, over plain GETs as the web sends them', async () => {
    searchAnswer();
    const search = () => t.app.inject(query('search.query', { query: 'notes' }, session('search-token')));
    expect(await statuses(121, search)).toEqual([...times(120, 200), 429]);
    const refused = await search();
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(errorOf(refused.body).data).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('the per-IP budget holds across sessions, so signing in again and again does not buy more', async () => {
    withBudgets({ support: { ipMax: 4 } });
    ok();
    const send = (token: string, remoteAddress: string) =>
      t.app.inject(from(mutation('support.send', { message: 'Hi' }, session(token)), remoteAddress));
    const codes = [];
    for (const token of ['s1', 's2', 's3', 's4', 's5'])
      codes.push((await send(token, '203.0.113.8')).statusCode);
    expect(codes).toEqual([...times(4, 200), 429]);
    expect((await send('s5', '198.51.100.8')).statusCode).toBe(200);
  });

  it('without a session only the IP counts (the upstream then refuses the call itself)', async () => {
    withBudgets({ search: { ipMax: 3 } });
    t.upstream.handle((_req, res) =>
      json(res, 401, { msg: 'You need to sign in or sign up before continuing.' }),
    );
    const search = () => t.app.inject(query('search.query', { query: 'notes' }));
    expect(await statuses(4, search)).toEqual([401, 401, 401, 429]);
  });
});

describe('a tRPC batch counts each call, not each HTTP request', () => {
  const batch = (
    path: string,
    inputs: unknown[],
    headers: Record<string, string>,
    method: 'GET' | 'POST',
  ) => {
    const names = inputs.map(() => path).join(',');
    const byIndex = JSON.stringify(Object.fromEntries(inputs.map((input, index) => [index, input])));
    if (method === 'GET') {
      return t.app.inject({
        method: 'GET',
        url: `/trpc/${names}?batch=1&input=${encodeURIComponent(byIndex)}`,
        headers: { ...BROWSER, ...headers },
      });
    }
    return t.app.inject({
      method: 'POST',
      url: `/trpc/${names}?batch=1`,
      headers: { ...BROWSER, 'content-type': 'application/json', ...headers },
      payload: byIndex,
    });
  };
  const codesOf = (body: string) =>
    (JSON.parse(body) as { result?: unknown; error?: { data: { code: string } } }[]).map((item) =>
      item.error ? item.error.data.code : 'OK',
    );

  it('ten Calm requests in one batch: three reach the upstream, seven are refused', async () => {
    ok();
    const input = { email: 'sam@uni.example', firstName: 'Sam', surname: 'Lee' };
    const response = await batch(
      'wellbeing.requestCalm',
      times(10, 0).map(() => input),
      session('b1'),
      'POST',
    );
    const codes = codesOf(response.body);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(7);
    expect(t.upstream.requests).toHaveLength(3);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('ten searches in one batch use ten units: a budget of 25 lasts two batches and a half', async () => {
    withBudgets({ search: { accountMax: 25 } });
    searchAnswer();
    const inputs = times(10, 0).map((_, i) => ({ query: `term ${i}` }));
    const first = codesOf((await batch('search.query', inputs, session('b2'), 'GET')).body);
    const second = codesOf((await batch('search.query', inputs, session('b2'), 'GET')).body);
    const third = codesOf((await batch('search.query', inputs, session('b2'), 'GET')).body);
    expect([...first, ...second]).toEqual(times(20, 0).map(() => 'OK'));
    expect(third.filter((code) => code === 'OK')).toHaveLength(5);
    expect(third.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(5);
    expect(t.upstream.requests).toHaveLength(25);
  });
});

describe('costly downloads under /files', () => {
  const file = () =>
    t.upstream.handle((_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-'));
  const get = (url: string, token?: string, remoteAddress?: string) =>
    t.app.inject(
      from({ method: 'GET', url, headers: token === undefined ? {} : session(token) }, remoteAddress),
    );
  const MIND_MAP = '/files/mindmap/1500/A/download';
  const BULK = '/files/journal/entries/download?ids[]=3&ids[]=9&format=docx';

  it('the mind map: 30 an hour per learner, then 429 with Retry-After and the wait in plain words', async () => {
    file();
    const codes = [];
    for (let i = 0; i < 30; i += 1) {
      const url = i % 2 === 0 ? MIND_MAP : '/files/mindmap/2000/B/download?software_name=OPML';
      codes.push((await get(url, 'maps-token')).statusCode);
    }
    expect(codes).toEqual(times(30, 200));
    const refused = await get(MIND_MAP, 'maps-token');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(HOUR_S - 60);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect(t.upstream.requests).toHaveLength(30);
    expect((await get(MIND_MAP, 'other-token')).statusCode).toBe(200);
    expect(
      t
        .logs()
        .filter((entry) => entry.msg === 'throttled')
        .at(-1),
    ).toMatchObject({
      throttle: 'mind-map',
      scope: 'account',
    });
  });

  it('the journal’s bulk download: 30 an hour per learner; one entry’s file is not budgeted', async () => {
    file();
    expect(await statuses(31, () => get(BULK, 'journal-token'))).toEqual([...times(30, 200), 429]);
    const single = () => get('/files/journal/entries/12/download?format=md', 'journal-token');
    expect(await statuses(35, single)).toEqual(times(35, 200));
  });

  it('per IP, whoever is signed in; a request refused as malformed uses nothing', async () => {
    withBudgets({ 'journal-bulk-download': { ipMax: 3 } });
    file();
    expect(await statuses(5, () => get('/files/journal/entries/download?ids[]=x.y', 'x'))).toEqual(
      times(5, 404),
    );
    const codes = [];
    for (const token of ['a', 'b', 'c', 'd']) codes.push((await get(BULK, token, '203.0.113.9')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await get(BULK, 'd', '198.51.100.9')).statusCode).toBe(200);
  });

  it('per IP counts an IPv6 /64 as one client, like the procedures’ budgets', async () => {
    withBudgets({ 'journal-bulk-download': { ipMax: 2 } });
    file();
    const codes = [];
    for (const address of ['2001:db8:9:1::1', '2001:db8:9:1::2', '2001:db8:9:1:ff::3']) {
      codes.push((await get(BULK, address, address)).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    expect((await get(BULK, 'next', '2001:db8:9:2::1')).statusCode).toBe(200);
  });

  it('lets the download through when the store fails, and says so in the log', async () => {
    file();
    t.app.throttle = new Throttle(
      { add: () => Promise.reject(new Error('down')), clear: () => Promise.reject(new Error('down')) },
      30,
    );
    expect((await get(MIND_MAP, 'any')).statusCode).toBe(200);
    expect(t.logs().some((entry) => entry.msg === 'throttle store unavailable, call let through')).toBe(true);
  });
});

describe('SEARCH_IP_MAX: the per-IP search budget set by the environment (a campus behind one address)', () => {
  let campus: TestApp;
  beforeAll(async () => {
    campus = await startTestApp({ SEARCH_IP_MAX: '3' });
  });
  afterAll(() => campus.close());

  it("takes the place of the table's number, for search only, while each learner keeps their own", async () => {
    campus.upstream.handle((_req, res) => json(res, 200, { steps: [], chapters: [], learning_modules: [] }));
    const search = (token: string, remoteAddress: string) =>
      campus.app.inject(from(query('search.query', { query: 'notes' }, session(token)), remoteAddress));
    const codes = [];
    for (const token of ['c1', 'c2', 'c3', 'c4']) codes.push((await search(token, '203.0.113.9')).statusCode);
    expect(codes).toEqual([...times(3, 200), 429]);
    expect((await search('c4', '198.51.100.9')).statusCode).toBe(200);
    expect(campus.logs()).toContainEqual(
      expect.objectContaining({ msg: 'throttled', throttle: 'search', scope: 'ip' }),
    );
  });
});

describe('the budget table', () => {
  it('gives every costly call a per-IP budget above its per-learner one', () => {
    for (const rule of Object.values(COST_BUDGETS)) {
      expect(rule.ipMax, rule.name).toBeGreaterThan(rule.accountMax);
      expect(rule.counts, rule.name).toBe('attempts');
    }
  });
});

describe('the learner key', () => {
  it('is a hash of the forwarded session cookie, never the token, and only that cookie', async () => {
    const cookies = { '__Host-sid': 'tls-token', sid: 'plain-token', other: 'x' };
    const behindTls = await learnerAccount(cookies, sessionCookieNames({ name: 'sid', secure: true }));
    const plainHttp = await learnerAccount(cookies, sessionCookieNames({ name: 'sid', secure: false }));
    expect(behindTls).toMatch(/^learner:[0-9a-f]{64}$/);
    expect(plainHttp).toMatch(/^learner:[0-9a-f]{64}$/);
    expect(behindTls).not.toBe(plainHttp);
    expect(behindTls).toBe(await learnerAccount({ '__Host-sid': 'tls-token' }, ['__Host-sid']));
    expect(await learnerAccount({ other: 'x' }, ['sid'])).toBeNull();
    expect(await learnerAccount({ sid: '' }, ['sid'])).toBeNull();
  });
});
