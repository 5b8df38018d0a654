import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultOf } from '../test-support/calls';
import { json } from '../test-support/http-server';
import { mutation, startTestApp, type TestApp } from '../test-support/test-app';

/**
 * auth.signOut on a shared computer: whatever the upstream answers, or if it never answers, the
 * browser's session cookie and every UPSTREAM_RELAY_COOKIES cookie are expired under their browser
 * names (`__Host-` behind TLS), so the next person at the keyboard is not signed in.
 */

const ORIGIN = 'https://studyflow.example';
const VARS = {
  PUBLIC_ORIGIN: ORIGIN,
  UPSTREAM_RELAY_COOKIES: 'lb_affinity,emu_pref',
  UPSTREAM_HEADERS_TIMEOUT_MS: '300',
};
const SIGNED_IN = {
  origin: ORIGIN,
  cookie: '__Host-_studyflow_session=abc; __Host-lb_affinity=node-2; __Host-emu_pref=dark',
};
const EXPIRED = '=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax';
const ALL_EXPIRED = ['__Host-_studyflow_session', '__Host-lb_affinity', '__Host-emu_pref'].map(
  (name) => `${name}${EXPIRED}`,
);

const setCookies = (header: string | string[] | number | undefined) =>
  header === undefined ? [] : [header].flat().map(String);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(VARS);
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const signOut = (app: TestApp) => app.app.inject(mutation('auth.signOut', undefined, SIGNED_IN));

describe('auth.signOut clears the browser session whatever the upstream answered', () => {
  it('on success: ok, with every relayed cookie expired even when the upstream cleared only its own', async () => {
    t.upstream.handle((_req, res) =>
      res.writeHead(204, { 'set-cookie': '_studyflow_session=; Max-Age=0; Path=/' }).end(),
    );
    const response = await signOut(t);
    expect(response.statusCode).toBe(200);
    expect(resultOf(response.body)).toEqual({ ok: true });
    expect(setCookies(response.headers['set-cookie']).sort()).toEqual([...ALL_EXPIRED].sort());
    expect(t.upstream.requests[0]?.headers.cookie).toBe(
      '_studyflow_session=abc; lb_affinity=node-2; emu_pref=dark',
    );
  });

  it('on an upstream 5xx: the call still fails (the web only logs it), and the cookies are expired', async () => {
    t.upstream.handle((_req, res) => json(res, 500, { msg: 'boom' }));
    const response = await signOut(t);
    expect(response.statusCode).toBe(502);
    expect(setCookies(response.headers['set-cookie']).sort()).toEqual([...ALL_EXPIRED].sort());
  });

  it('on an upstream that never answers (timeout): 504, and the cookies are expired', async () => {
    t.upstream.handle(() => undefined);
    const response = await signOut(t);
    expect(response.statusCode).toBe(504);
    expect(setCookies(response.headers['set-cookie']).sort()).toEqual([...ALL_EXPIRED].sort());
  });

  it('on an upstream out of reach (connection refused): the cookies are expired', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
      });
    });
    const unreachable = await startTestApp({ ...VARS, UPSTREAM_URL: `http://127.0.0.1:${closedPort}/api` });
    try {
      const response = await signOut(unreachable);
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(setCookies(response.headers['set-cookie']).sort()).toEqual([...ALL_EXPIRED].sort());
    } finally {
      await unreachable.close();
    }
  });
});
