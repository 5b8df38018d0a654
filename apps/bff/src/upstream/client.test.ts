import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test-support/http-server';
import { createUpstream, type Upstream } from './client';
import { UpstreamError } from './errors';
import type { UpstreamCallRecord } from './types';

let server: TestServer;
let upstream: Upstream;

const options = (origin: string) => ({
  origin,
  basePath: '/api',
  connectTimeoutMs: 1_000,
  headersTimeoutMs: 300,
  bodyTimeoutMs: 300,
  connections: 4,
});

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
  upstream = createUpstream(options(server.origin));
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
    await upstream.get('/health', undefined, {
      cookie: 'theme=dark; _studyflow_session=s3cr3t; _ga=GA1.1',
      requestId: 'req-42',
    });
    await upstream.get('/health', undefined, { cookie: 'theme=dark' });
    expect(server.requests[0]?.headers.cookie).toBe('_studyflow_session=s3cr3t');
    expect(server.requests[0]?.headers['x-request-id']).toBe('req-42');
    expect(server.requests[1]?.headers.cookie).toBeUndefined();
  });

  it('adds per-call headers, but never lets them replace the session cookie, request id or accept', async () => {
    server.handle((_req, res) => json(res, 200, { ok: true }));
    await upstream.get(
      '/users/profile',
      undefined,
      { cookie: '_studyflow_session=mine', requestId: 'req-7' },
      {
        headers: {
          'Cache-Control': 'no-cache',
          Cookie: '_studyflow_session=forged',
          'X-Request-Id': 'forged',
          accept: 'text/html',
        },
      },
    );
    await upstream.put('/users/accessability_setting', { a: 1 }, undefined, { headers: { 'x-extra': '1' } });
    const [get, put] = server.requests;
    expect(get?.headers['cache-control']).toBe('no-cache');
    expect(get?.headers.cookie).toBe('_studyflow_session=mine');
    expect(get?.headers['x-request-id']).toBe('req-7');
    expect(get?.headers.accept).toBe('application/json');
    expect(put?.headers['x-extra']).toBe('1');
    expect(put?.headers['content-type']).toBe('application/json');
    expect(put?.headers['cache-control']).toBeUndefined();
  });

  it('returns every Set-Cookie intact, on success and on failure', async () => {
    const cookies = [
      '_studyflow_session=new; Path=/; HttpOnly; SameSite=Lax',
      'remember=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/',
    ];
    server.handle((_req, res) => json(res, 200, { user: null }, { 'set-cookie': cookies }));
    expect((await upstream.post('/auth/sign_in', {})).setCookies).toEqual(cookies);
    server.handle((_req, res) => json(res, 401, { msg: 'no' }, { 'set-cookie': cookies }));
    expect((await failure(upstream.post('/auth/authorize'))).setCookies).toEqual(cookies);
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
    const response = await upstream.post('/auth/sign_up', {
      signUpType: 'institution',
      user: { firstName: 'Jo', passwordConfirmation: 'p', nested: [{ someKey: 1 }] },
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
    await upstream.get('/notes', { ids: [1, 2], filter: { progressStepId: 7 } });
    await upstream.delete('/notes', { ids: [3] });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/notes?ids[]=1&ids[]=2&filter[progress_step_id]=7',
      'DELETE /api/notes?ids[]=3',
    ]);
    expect(server.requests.every((r) => r.body === '')).toBe(true);
  });

  it('accepts an empty 204 and records each call without its query', async () => {
    const calls: UpstreamCallRecord[] = [];
    server.handle((_req, res) => res.writeHead(204).end());
    const response = await upstream.delete(
      '/auth/sign_out',
      { a: 1 },
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
    const error = await failure(upstream.post('/auth/sign_in', { email: 'a' }));
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
    const error = await failure(upstream.get('/flows'));
    expect(error).toMatchObject({ kind: 'redirect', status: 302 });
    expect(server.requests).toHaveLength(1);
  });

  it('maps a headers timeout and a body timeout', async () => {
    server.handle(() => undefined);
    expect(await failure(upstream.get('/slow'))).toMatchObject({ kind: 'timeout', status: null });
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"partial":');
    });
    expect(await failure(upstream.get('/slow-body'))).toMatchObject({
      kind: 'timeout',
      reason: 'UND_ERR_BODY_TIMEOUT',
    });
  });

  it('maps a connection reset by the server', async () => {
    server.handle((_req, res) => res.socket?.destroy());
    expect(await failure(upstream.get('/reset'))).toMatchObject({ kind: 'network', status: null });
  });

  it('maps a refused connection', async () => {
    const closed = await startTestServer();
    await closed.close();
    const nowhere = createUpstream(options(closed.origin));
    expect(await failure(nowhere.get('/health'))).toMatchObject({ kind: 'network', reason: 'ECONNREFUSED' });
    await nowhere.close();
  });

  it('maps a 2xx body that is not JSON', async () => {
    server.handle((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>'));
    expect(await failure(upstream.get('/flows'))).toMatchObject({ kind: 'bad_body', status: 200, msg: null });
  });
});
