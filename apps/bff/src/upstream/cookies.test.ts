import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { mutation, query, startTestApp, type TestApp } from '../test-support/test-app';
import { withCookies } from './cookie-jar';
import {
  browserCookies,
  type CookiePolicy,
  DEFAULT_COOKIE_POLICY,
  expiredBrowserCookies,
  toBrowserCookie,
  upstreamCookieHeader,
} from './cookies';

const policy = { path: '/', httpOnly: true, sameSite: 'lax' } as const;
const http = DEFAULT_COOKIE_POLICY;
const tls: CookiePolicy = { ...DEFAULT_COOKIE_POLICY, secure: true };
/** An upstream of someone else's: its own session cookie's name and a load balancer's cookie. */
const emu: CookiePolicy = { session: 'emu_session', relay: ['emu_pref'], secure: false };

describe('cookies sent up', () => {
  it('are only _studyflow_session from the parsed browser cookies, under the upstream name', () => {
    const cookies = { theme: 'dark', _studyflow_session: 'abc', _ga: 'GA1.2' };
    expect(upstreamCookieHeader(cookies, http)).toBe('_studyflow_session=abc');
    expect(upstreamCookieHeader(undefined, http)).toBeUndefined();
    expect(upstreamCookieHeader({ theme: 'dark' }, http)).toBeUndefined();
    expect(upstreamCookieHeader({ _studyflow_session: '' }, http)).toBeUndefined();
  });

  it('behind TLS are read from the __Host- cookies only', () => {
    const cookies = { '__Host-_studyflow_session': 't', _studyflow_session: 'planted' };
    expect(upstreamCookieHeader(cookies, tls)).toBe('_studyflow_session=t');
    expect(upstreamCookieHeader({ _studyflow_session: 'planted' }, tls)).toBeUndefined();
  });

  it('are the configured session cookie and relayed cookies, each on its own, never any other', () => {
    const cookies = { emu_session: 's1', emu_pref: 'p1', _studyflow_session: 'ours', theme: 'dark' };
    expect(upstreamCookieHeader(cookies, emu)).toBe('emu_session=s1; emu_pref=p1');
    expect(upstreamCookieHeader({ emu_pref: 'p1' }, emu)).toBe('emu_pref=p1');
    expect(upstreamCookieHeader({ _studyflow_session: 'ours' }, emu)).toBeUndefined();
    expect(
      upstreamCookieHeader({ '__Host-emu_pref': 'p', emu_pref: 'planted' }, { ...emu, secure: true }),
    ).toBe('emu_pref=p');
  });

  it('never carry a value a cookie may not hold (it could smuggle another cookie up)', () => {
    expect(upstreamCookieHeader({ emu_session: 'a;b', emu_pref: 'ok' }, emu)).toBe('emu_pref=ok');
    expect(upstreamCookieHeader({ emu_session: 'a b' }, emu)).toBeUndefined();
  });
});

describe('cookie policy for relayed Set-Cookie', () => {
  const upstream =
    '_studyflow_session=tok123; path=/api; domain=legacy.example; expires=Wed, 21 Oct 2026 07:28:00 GMT; SameSite=None';

  it('over http: same name, our flags, the upstream lifetime kept, its domain and path dropped', () => {
    expect(toBrowserCookie(upstream, http)).toEqual({
      name: '_studyflow_session',
      value: 'tok123',
      options: { ...policy, secure: false, expires: new Date('2026-10-21T07:28:00Z') },
    });
  });

  it('behind TLS: a __Host- name and Secure', () => {
    expect(toBrowserCookie('_studyflow_session=t; Max-Age=0', tls)).toEqual({
      name: '__Host-_studyflow_session',
      value: 't',
      options: { ...policy, secure: true, maxAge: 0 },
    });
  });

  it('relays the configured cookies under the same rules, and not ours when the upstream is another', () => {
    expect(
      toBrowserCookie('emu_pref=blue; Domain=emu.example; Path=/api; Max-Age=60', { ...emu, secure: true }),
    ).toEqual({
      name: '__Host-emu_pref',
      value: 'blue',
      options: { ...policy, secure: true, maxAge: 60 },
    });
    expect(toBrowserCookie('emu_session=s; HttpOnly', emu)?.name).toBe('emu_session');
    expect(toBrowserCookie('_studyflow_session=s', emu)).toBeNull();
    expect(toBrowserCookie('emu_pref=a b', emu)).toBeNull();
  });

  it('relays no other cookie, no malformed value and no unreadable lifetime', () => {
    expect(toBrowserCookie('tracking=1; Path=/', http)).toBeNull();
    expect(toBrowserCookie('_studyflow_session=a b', http)).toBeNull();
    expect(toBrowserCookie('garbage', http)).toBeNull();
    expect(toBrowserCookie('_studyflow_session=v; Max-Age=soon; Expires=never', http)).toEqual({
      name: '_studyflow_session',
      value: 'v',
      options: { ...policy, secure: false },
    });
  });

  it('takes Set-Cookie as undici reports it, never merging several', () => {
    expect(browserCookies(undefined, http)).toEqual([]);
    const both = [
      '_studyflow_session=a; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
      'b=2',
      '_studyflow_session=c',
    ];
    expect(browserCookies(both, http).map((cookie) => cookie.value)).toEqual(['a', 'c']);
  });
});

describe('the cookies a request carries after the upstream set some', () => {
  const set = (raw: string) => browserCookies(raw, emu);

  it('are the new values, the cleared ones gone, the rest as the browser sent them', () => {
    const jar = { emu_session: 'old', emu_pref: 'p', theme: 'dark' };
    expect(withCookies(jar, set('emu_session=new'))).toEqual({
      emu_session: 'new',
      emu_pref: 'p',
      theme: 'dark',
    });
    expect(withCookies(jar, set('emu_session=; Max-Age=0'))).toEqual({ emu_pref: 'p', theme: 'dark' });
    expect(withCookies(jar, set('emu_pref=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT'))).toEqual({
      emu_session: 'old',
      theme: 'dark',
    });
    expect(withCookies(undefined, set('emu_session=first'))).toEqual({ emu_session: 'first' });
    expect(withCookies(jar, [])).toBe(jar);
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

/** UPSTREAM_SESSION_COOKIE and UPSTREAM_RELAY_COOKIES: an upstream that is not ours. */
describe('cookies of an upstream with other names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      UPSTREAM_SESSION_COOKIE: 'emu_session',
      UPSTREAM_RELAY_COOKIES: ' emu_pref , ',
    });
  });
  beforeEach(() => {
    t.upstream.requests.length = 0;
  });
  afterAll(() => t.close());

  const signIn = (cookie: string) =>
    t.app.inject(
      mutation('auth.signIn', { email: 'sam@seeds.example', password: 'seed-only-pass' }, { cookie }),
    );

  it('relays both both ways under their names, and never our default name or a stranger cookie', async () => {
    t.upstream.handle((_req, res) =>
      json(
        res,
        200,
        { user: upstreamUser },
        {
          'set-cookie': ['emu_session=s2; Path=/; HttpOnly', 'emu_pref=p2; Path=/', 'tracking=1'],
        },
      ),
    );
    const response = await signIn('emu_session=s1; emu_pref=p1; _studyflow_session=ours; theme=dark');
    expect(response.statusCode).toBe(200);
    expect(t.upstream.requests[0]?.headers.cookie).toBe('emu_session=s1; emu_pref=p1');
    expect(response.headers['set-cookie']).toEqual([
      'emu_session=s2; Path=/; HttpOnly; SameSite=Lax',
      'emu_pref=p2; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('after a sign-in that answers no user, reads the user with the new session, not the browser’s old one', async () => {
    t.upstream.handle((req, res) => {
      if (req.url === '/api/auth/sign_in') {
        json(res, 200, {}, { 'set-cookie': 'emu_session=new-learner; Path=/; HttpOnly' });
        return;
      }
      // On a shared computer the old cookie is the previous learner's: answering it would show them.
      const mine = req.headers.cookie?.includes('emu_session=new-learner');
      json(res, 200, { user: mine ? upstreamUser : { ...upstreamUser, first_name: 'Previous' } });
    });
    const response = await signIn('emu_session=previous-learner; emu_pref=p1');
    expect(response.statusCode).toBe(200);
    expect(t.upstream.requests.map((request) => [request.url, request.headers.cookie])).toEqual([
      ['/api/auth/sign_in', 'emu_session=previous-learner; emu_pref=p1'],
      ['/api/auth/authorize', 'emu_session=new-learner; emu_pref=p1'],
    ]);
    expect(JSON.parse(response.body).result.data.firstName).toBe(upstreamUser.first_name);
  });
});

describe('a session ended for good (an account deleted)', () => {
  it('expires every relayed cookie under its browser name, behind TLS too, and the jar drops them', () => {
    const gone = { value: '', options: { ...policy, secure: false, maxAge: 0, expires: new Date(0) } };
    expect(expiredBrowserCookies(emu)).toEqual([
      { name: 'emu_session', ...gone },
      { name: 'emu_pref', ...gone },
    ]);
    expect(expiredBrowserCookies(tls)).toEqual([
      { name: '__Host-_studyflow_session', value: '', options: { ...gone.options, secure: true } },
    ]);
    const jar = { emu_session: 's1', emu_pref: 'p1', other: 'kept' };
    expect(withCookies(jar, expiredBrowserCookies(emu))).toEqual({ other: 'kept' });
  });
});
