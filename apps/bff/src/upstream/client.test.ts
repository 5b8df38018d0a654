import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test-support/http-server';
import { testUpstreamOptions } from '../test-support/upstream-options';
import { createUpstream, type Upstream } from './client';
import { DEFAULT_COOKIE_POLICY } from './cookies';
import { UpstreamError } from './errors';
import type { UpstreamCallRecord } from './types';

let server: TestServer;
let upstream: Upstream;

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UpstreamError)) throw new Error(`expected an UpstreamError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  server = await startTestServer();
  upstream = createUpstream(testUpstreamOptions(server.origin));
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await upstream.close();
  await server.close();
});

describe('upstream client: cookies and headers', () => {
  it('forwards only the session cookie, plus our request id', async () => {
    server.handle((_req, res) => json(res, 200, { ok: true }));
    await upstream.request(
      { method: 'GET', path: '/health' },
      {
        cookies: { theme: 'dark', _studyflow_session: 's3cr3t', _ga: 'GA1.1' },
        requestId: 'req-42',
      },
    );
    await upstream.request({ method: 'GET', path: '/health' }, { cookies: { theme: 'dark' } });
    expect(server.requests[0]?.headers.cookie).toBe('_studyflow_session=s3cr3t');
    expect(server.requests[0]?.headers['x-request-id']).toBe('req-42');
    expect(server.requests[1]?.headers.cookie).toBeUndefined();
  });

  it('adds per-call headers, but never lets them replace the session cookie, request id or accept', async () => {
    server.handle((_req, res) => json(res, 200, { ok: true }));
    await upstream.request(
      {
        method: 'GET',
        path: '/users/profile',
        headers: {
          'Cache-Control': 'no-cache',
          Cookie: '_studyflow_session=forged',
          'X-Request-Id': 'forged',
          accept: 'text/html',
        },
      },
      { cookies: { _studyflow_session: 'mine' }, requestId: 'req-7' },
    );
    await upstream.request({
      method: 'PUT',
      path: '/users/accessability_setting',
      body: { a: 1 },
      headers: { 'x-extra': '1' },
    });
    const [get, put] = server.requests;
    expect(get?.headers['cache-control']).toBe('no-cache');
    expect(get?.headers.cookie).toBe('_studyflow_session=mine');
    expect(get?.headers['x-request-id']).toBe('req-7');
    expect(get?.headers.accept).toBe('application/json');
    expect(put?.headers['x-extra']).toBe('1');
    expect(put?.headers['content-type']).toBe('application/json');
    expect(put?.headers['cache-control']).toBeUndefined();
  });

  it('returns the session Set-Cookie under our cookie policy, on success and on failure, and no other', async () => {
    const cookies = [
      '_studyflow_session=new; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/api; Domain=legacy.example',
      'remember=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/',
    ];
    const relayed = [
      {
        name: '_studyflow_session',
        value: 'new',
        options: {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: false,
          expires: new Date('2026-10-21T07:28:00Z'),
        },
      },
    ];
    server.handle((_req, res) => json(res, 200, { user: null }, { 'set-cookie': cookies }));
    expect((await upstream.request({ method: 'POST', path: '/auth/sign_in', body: {} })).setCookies).toEqual(
      relayed,
    );
    server.handle((_req, res) => json(res, 401, { msg: 'no' }, { 'set-cookie': cookies }));
    expect((await failure(upstream.request({ method: 'POST', path: '/auth/authorize' }))).setCookies).toEqual(
      relayed,
    );
  });

  it('behind TLS reads and writes the __Host- session cookie', async () => {
    const secure = createUpstream(
      testUpstreamOptions(server.origin, { cookies: { ...DEFAULT_COOKIE_POLICY, secure: true } }),
    );
    server.handle((_req, res) =>
      json(res, 200, { user: null }, { 'set-cookie': '_studyflow_session=n2; Max-Age=60' }),
    );
    const response = await secure.request(
      { method: 'POST', path: '/auth/sign_in', body: {} },
      { cookies: { '__Host-_studyflow_session': 'old' } },
    );
    expect(server.requests[0]?.headers.cookie).toBe('_studyflow_session=old');
    expect(response.setCookies).toEqual([
      {
        name: '__Host-_studyflow_session',
        value: 'n2',
        options: { path: '/', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 60 },
      },
    ]);
    await secure.close();
  });
});

describe('upstream client: payloads', () => {
  it('snake_cases the body deeply and camelCases the answer deeply', async () => {
    server.handle((req, res) =>
      json(res, 201, {
        echo: JSON.parse(req.body),
        user: { first_name: 'Jo', badges: [{ created_at: 'x' }], user_info: { course_name: 'Law' } },
      }),
    );
    const response = await upstream.request({
      method: 'POST',
      path: '/auth/sign_up',
      body: {
        signUpType: 'institution',
        user: { firstName: 'Jo', passwordConfirmation: 'p', nested: [{ someKey: 1 }] },
      },
    });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      sign_up_type: 'institution',
      user: { first_name: 'Jo', password_confirmation: 'p', nested: [{ some_key: 1 }] },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      echo: {
        signUpType: 'institution',
        user: { firstName: 'Jo', passwordConfirmation: 'p', nested: [{ someKey: 1 }] },
      },
      user: { firstName: 'Jo', badges: [{ createdAt: 'x' }], userInfo: { courseName: 'Law' } },
    });
  });

  it('sends GET and DELETE payloads as bracket query parameters, with no body', async () => {
    server.handle((_req, res) => json(res, 200, {}));
    await upstream.request({
      method: 'GET',
      path: '/notes',
      query: { ids: [1, 2], filter: { progressStepId: 7 } },
    });
    await upstream.request({ method: 'DELETE', path: '/notes', query: { ids: [3] } });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/notes?ids[]=1&ids[]=2&filter[progress_step_id]=7',
      'DELETE /api/notes?ids[]=3',
    ]);
    expect(server.requests.every((r) => r.body === '')).toBe(true);
  });

  it('reads a body of only whitespace as null, and anything else that is not JSON as a bad body', async () => {
    server.handle((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(' \r\n\t '));
    expect((await upstream.request({ method: 'GET', path: '/blank' })).body).toBeNull();
    // Whitespace as trim() sees it, beyond ASCII too.
    server.handle((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('\u00a0\ufeff\u2028 '),
    );
    expect((await upstream.request({ method: 'GET', path: '/blank' })).body).toBeNull();
    server.handle((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(' \n x'));
    expect((await failure(upstream.request({ method: 'GET', path: '/junk' }))).kind).toBe('bad_body');
  });

  it('accepts an empty 204 and records each call without its query', async () => {
    const calls: UpstreamCallRecord[] = [];
    server.handle((_req, res) => res.writeHead(204).end());
    const response = await upstream.request(
      { method: 'DELETE', path: '/auth/sign_out', query: { a: 1 } },
      { record: (call) => calls.push(call) },
    );
    expect(response).toEqual({ status: 204, body: null, setCookies: [] });
    expect(calls).toEqual([
      { method: 'DELETE', path: '/auth/sign_out', status: 204, ms: expect.any(Number) },
    ]);
  });
});

describe('upstream client: failures', () => {
  it.each([
    [400, { msg: 'Email and password are required.' }, 'Email and password are required.', null],
    [401, { msg: 'Invalid email or password.' }, 'Invalid email or password.', null],
    [404, { msg: 'Not found' }, 'Not found', null],
    [
      422,
      { msg: 'Taken', errors: { password_confirmation: ["doesn't match Password"] } },
      'Taken',
      {
        passwordConfirmation: ["doesn't match Password"],
      },
    ],
    [500, { msg: 'stack trace here' }, 'stack trace here', null],
    [503, '<html>down</html>', null, null],
  ])('maps %i to one UpstreamError', async (status, body, msg, fieldErrors) => {
    server.handle((_req, res) =>
      typeof body === 'string'
        ? res.writeHead(status, { 'content-type': 'text/html' }).end(body)
        : json(res, status, body),
    );
    const error = await failure(
      upstream.request({ method: 'POST', path: '/auth/sign_in', body: { email: 'a' } }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status,
      msg,
      fieldErrors,
      path: '/auth/sign_in',
      method: 'POST',
    });
  });

  it('does not follow a redirect', async () => {
    server.handle((_req, res) => res.writeHead(302, { location: '/api/elsewhere' }).end());
    const error = await failure(upstream.request({ method: 'GET', path: '/flows' }));
    expect(error).toMatchObject({ kind: 'redirect', status: 302 });
    expect(server.requests).toHaveLength(1);
  });

  it('maps a headers timeout and a body timeout', async () => {
    server.handle(() => undefined);
    expect(await failure(upstream.request({ method: 'GET', path: '/slow' }))).toMatchObject({
      kind: 'timeout',
      status: null,
    });
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"partial":');
    });
    expect(await failure(upstream.request({ method: 'GET', path: '/slow-body' }))).toMatchObject({
      kind: 'timeout',
      reason: 'UND_ERR_BODY_TIMEOUT',
    });
  });

  it('maps a connection reset by the server', async () => {
    server.handle((_req, res) => res.socket?.destroy());
    expect(await failure(upstream.request({ method: 'GET', path: '/reset' }))).toMatchObject({
      kind: 'network',
      status: null,
    });
  });

  it('maps a refused connection', async () => {
    const closed = await startTestServer();
    await closed.close();
    const nowhere = createUpstream(testUpstreamOptions(closed.origin));
    expect(await failure(nowhere.request({ method: 'GET', path: '/health' }))).toMatchObject({
      kind: 'network',
      reason: 'ECONNREFUSED',
    });
    await nowhere.close();
  });

  it('maps a 2xx body that is not JSON', async () => {
    server.handle((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>'));
    expect(await failure(upstream.request({ method: 'GET', path: '/flows' }))).toMatchObject({
      kind: 'bad_body',
      status: 200,
      msg: null,
    });
  });
});

describe('upstream client: deadlines, queue, caps and retries', () => {
  it('ends a call that trickles its body past the total deadline', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      // A byte every 100 ms never trips the per-chunk body timeout, only the total deadline.
      const timer = setInterval(() => res.write(' '), 100);
      res.on('close', () => clearInterval(timer));
    });
    const slow = createUpstream(
      testUpstreamOptions(server.origin, { totalTimeoutMs: 500, bodyTimeoutMs: 300 }),
    );
    const started = Date.now();
    expect(await failure(slow.request({ method: 'GET', path: '/trickle' }))).toMatchObject({
      kind: 'timeout',
      reason: 'total_deadline',
    });
    expect(Date.now() - started).toBeLessThan(500 * 1.1 + 50);
    await slow.close();
  });

  it('cancels the upstream call when the browser goes away', async () => {
    let upstreamClosed = false;
    server.handle((_req, res) => {
      res.on('close', () => {
        upstreamClosed = true;
      });
    });
    const controller = new AbortController();
    const call = upstream.request({ method: 'GET', path: '/hang' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failure(call)).toMatchObject({ kind: 'aborted' });
    await expect.poll(() => upstreamClosed).toBe(true);
  });

  it('answers overloaded at once when every connection is busy and the queue is full', async () => {
    const held: Array<() => void> = [];
    server.handle((_req, res) => {
      held.push(() => json(res, 200, { ok: true }));
    });
    const small = createUpstream(
      testUpstreamOptions(server.origin, { connections: 1, queueMax: 1, headersTimeoutMs: 2_000 }),
    );
    const first = small.request({ method: 'GET', path: '/one' });
    const second = small.request({ method: 'GET', path: '/two' });
    const started = Date.now();
    expect(await failure(small.request({ method: 'GET', path: '/three' }))).toMatchObject({
      kind: 'overloaded',
    });
    expect(Date.now() - started).toBeLessThan(50);
    await expect.poll(() => held.length).toBe(1);
    held.shift()?.();
    await expect.poll(() => held.length).toBe(1);
    held.shift()?.();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(small.stats().json).toEqual({ active: 0, waiting: 0 });
    await small.close();
  });

  it('takes a queued call out of the queue when its browser goes away while it waits', async () => {
    const held: Array<() => void> = [];
    server.handle((_req, res) => {
      held.push(() => json(res, 200, { ok: true }));
    });
    const small = createUpstream(
      testUpstreamOptions(server.origin, { connections: 1, queueMax: 5, headersTimeoutMs: 2_000 }),
    );
    const first = small.request({ method: 'GET', path: '/one' });
    const browser = new AbortController();
    const queued = small.request({ method: 'GET', path: '/two' }, { signal: browser.signal });
    await expect.poll(() => small.stats().json).toEqual({ active: 1, waiting: 1 });
    browser.abort(new Error('client closed the connection'));
    expect(await failure(queued)).toMatchObject({ kind: 'aborted', reason: 'client_closed' });
    expect(small.stats().json).toEqual({ active: 1, waiting: 0 });
    await expect.poll(() => held.length).toBe(1);
    held.shift()?.();
    await expect(first).resolves.toMatchObject({ status: 200 });
    expect(small.stats().json).toEqual({ active: 0, waiting: 0 });
    expect(server.requests.map((r) => r.url)).not.toContain('/api/two');
    await small.close();
  });

  it('refuses a body past the cap, by header or by count', async () => {
    const big = JSON.stringify({ items: 'x'.repeat(70 * 1024) });
    server.handle((req, res) => {
      if (req.url?.includes('declared')) json(res, 200, JSON.parse(big));
      else {
        res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
        res.end(big);
      }
    });
    expect(await failure(upstream.request({ method: 'GET', path: '/declared' }))).toMatchObject({
      kind: 'too_large',
    });
    expect(await failure(upstream.request({ method: 'GET', path: '/chunked' }))).toMatchObject({
      kind: 'too_large',
    });
  });

  it('retries a GET once after a failed connection or a 503, never a POST', async () => {
    let calls = 0;
    server.handle((_req, res) => {
      calls += 1;
      if (calls === 1) res.writeHead(503).end();
      else json(res, 200, { ok: true });
    });
    const records: UpstreamCallRecord[] = [];
    await expect(
      upstream.request({ method: 'GET', path: '/flaky' }, { record: (call) => records.push(call) }),
    ).resolves.toMatchObject({
      status: 200,
    });
    expect(calls).toBe(2);
    expect(records[0]).toMatchObject({ status: 200, retried: true });

    calls = 0;
    expect(await failure(upstream.request({ method: 'POST', path: '/flaky', body: {} }))).toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(calls).toBe(1);
  });

  it("sends a traceparent under the browser request's trace", async () => {
    server.handle((_req, res) => json(res, 200, { ok: true }));
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await upstream.request({ method: 'GET', path: '/health' }, { traceId });
    expect(server.requests[0]?.headers.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  });
});
