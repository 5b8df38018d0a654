import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../test-support/http-server';
import { query, startTestApp, type TestApp } from '../test-support/test-app';
import { browserCookies, sessionCookieHeader, toBrowserCookie } from './cookies';

const policy = { path: '/', httpOnly: true, sameSite: 'lax' } as const;

describe('session cookie sent up', () => {
  it('is only _studyflow_session from the parsed browser cookies, under the upstream name', () => {
    const cookies = { theme: 'dark', _studyflow_session: 'abc', _ga: 'GA1.2' };
    expect(sessionCookieHeader(cookies, false)).toBe('_studyflow_session=abc');
    expect(sessionCookieHeader(undefined, false)).toBeUndefined();
    expect(sessionCookieHeader({ theme: 'dark' }, false)).toBeUndefined();
    expect(sessionCookieHeader({ _studyflow_session: '' }, false)).toBeUndefined();
  });

  it('behind TLS is read from the __Host- cookie only', () => {
    const cookies = { '__Host-_studyflow_session': 't', _studyflow_session: 'planted' };
    expect(sessionCookieHeader(cookies, true)).toBe('_studyflow_session=t');
    expect(sessionCookieHeader({ _studyflow_session: 'planted' }, true)).toBeUndefined();
  });
});

describe('cookie policy for relayed Set-Cookie', () => {
  const upstream =
    '_studyflow_session=tok123; path=/api; domain=legacy.example; expires=Wed, 21 Oct 2026 07:28:00 GMT; SameSite=None';

  it('over http: same name, our flags, the upstream lifetime kept, its domain and path dropped', () => {
    expect(toBrowserCookie(upstream, false)).toEqual({
      name: '_studyflow_session',
      value: 'tok123',
      options: { ...policy, secure: false, expires: new Date('2026-10-21T07:28:00Z') },
    });
  });

  it('behind TLS: a __Host- name and Secure', () => {
    expect(toBrowserCookie('_studyflow_session=t; Max-Age=0', true)).toEqual({
      name: '__Host-_studyflow_session',
      value: 't',
      options: { ...policy, secure: true, maxAge: 0 },
    });
  });

  it('relays no other cookie, no malformed value and no unreadable lifetime', () => {
    expect(toBrowserCookie('tracking=1; Path=/', false)).toBeNull();
    expect(toBrowserCookie('_studyflow_session=a b', false)).toBeNull();
    expect(toBrowserCookie('garbage', false)).toBeNull();
    expect(toBrowserCookie('_studyflow_session=v; Max-Age=soon; Expires=never', false)).toEqual({
      name: '_studyflow_session',
      value: 'v',
      options: { ...policy, secure: false },
    });
  });

  it('takes Set-Cookie as undici reports it, never merging several', () => {
    expect(browserCookies(undefined, false)).toEqual([]);
    const both = [
      '_studyflow_session=a; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
      'b=2',
      '_studyflow_session=c',
    ];
    expect(browserCookies(both, false).map((cookie) => cookie.value)).toEqual(['a', 'c']);
  });
});

/** Through the whole app: @fastify/cookie parses what the browser sends and writes what we relay. */
describe.each([
  { origin: 'http://localhost:3000', name: '_studyflow_session', secure: '' },
  { origin: 'https://studyflow.example', name: '__Host-_studyflow_session', secure: ' Secure;' },
])('cookies in the app at $origin', ({ origin, name, secure }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_ORIGIN: origin });
  });
  beforeEach(() => {
    t.upstream.requests.length = 0;
  });
  afterAll(() => t.close());

  const authorize = (cookie: string) => t.app.inject(query('auth.authorize', undefined, { origin, cookie }));

  it('sends up the session value exactly as the browser sent it, and nothing else', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { user: null }));
    await authorize(`theme=dark; ${name}=abc%3D; _ga=GA1.2; ${name}=second`);
    await authorize(`x${name}=1; ${name}_old=2; ${name}=`);
    expect(t.upstream.requests.map((request) => request.headers.cookie)).toEqual([
      '_studyflow_session=abc%3D',
      undefined,
    ]);
  });

  it('writes the relayed session cookie under our policy, the upstream lifetime kept', async () => {
    t.upstream.handle((_req, res) =>
      json(
        res,
        401,
        { msg: 'You need to sign in or sign up before continuing.' },
        {
          'set-cookie': [
            '_studyflow_session=; Max-Age=0; Path=/api; Domain=legacy.example; SameSite=None',
            'tracking=1; Path=/',
          ],
        },
      ),
    );
    const response = await authorize(`${name}=old`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBe(
      `${name}=; Max-Age=0; Path=/; HttpOnly;${secure} SameSite=Lax`,
    );
  });

  it('writes an upstream Expires as a date, and nothing when the upstream sets no session', async () => {
    t.upstream.handle((_req, res) =>
      json(
        res,
        200,
        { user: null },
        { 'set-cookie': '_studyflow_session=n%2F1; expires=Wed, 21 Oct 2026 07:28:00 GMT' },
      ),
    );
    const renewed = await authorize(`${name}=old`);
    expect(renewed.headers['set-cookie']).toBe(
      `${name}=n%2F1; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT; HttpOnly;${secure} SameSite=Lax`,
    );
    t.upstream.handle((_req, res) => json(res, 200, { user: null }));
    expect((await authorize(`${name}=old`)).headers['set-cookie']).toBeUndefined();
  });
});
