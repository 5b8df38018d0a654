import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, resultOf, sentCalls } from '../test-support/calls';
import { json } from '../test-support/http-server';
import { mutation, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
const session = '_studyflow_session=abc';

beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const setCookies = (header: string | string[] | number | undefined) =>
  header === undefined ? [] : [header].flat().map(String);

describe('account.remove', () => {
  it('deletes the account upstream with the session, and clears the session cookie whatever the upstream said', async () => {
    // An upstream that deletes but says nothing about cookies: the BFF clears it all the same.
    t.upstream.handle((_req, res) => res.writeHead(204).end());
    const response = await t.app.inject(mutation('account.remove', { confirmed: true }, { cookie: session }));
    expect(response.statusCode).toBe(200);
    expect(resultOf(response.body)).toEqual({ ok: true });
    expect(sentCalls(t.upstream)).toEqual([{ call: 'DELETE /api/users', body: '' }]);
    expect(t.upstream.requests[0]?.headers.cookie).toBe(session);
    const cleared = setCookies(response.headers['set-cookie']);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(
      /^_studyflow_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
  });

  it('clears the session cookie once when the upstream cleared it too', async () => {
    t.upstream.handle((_req, res) =>
      res.writeHead(204, { 'set-cookie': '_studyflow_session=; Max-Age=0; Path=/' }).end(),
    );
    const response = await t.app.inject(mutation('account.remove', { confirmed: true }, { cookie: session }));
    const cleared = setCookies(response.headers['set-cookie']);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/^_studyflow_session=; Max-Age=0;/);
  });

  it('refuses a call without the confirmation, before the upstream hears of it', async () => {
    for (const input of [{}, { confirmed: false }, { confirmed: 'yes' }, null]) {
      const response = await t.app.inject(mutation('account.remove', input, { cookie: session }));
      expect(response.statusCode).toBe(400);
    }
    expect(t.upstream.requests).toHaveLength(0);
  });

  it.each([404, 405, 501])(
    'an upstream answering %i has no such call: UPSTREAM_FEATURE_MISSING (501), and the session stays',
    async (status) => {
      t.upstream.handle((_req, res) => json(res, status, { msg: 'Not Found' }));
      const response = await t.app.inject(
        mutation('account.remove', { confirmed: true }, { cookie: session }),
      );
      expect(response.statusCode).toBe(501);
      expect(errorOf(response.body).data).toMatchObject({
        code: 'UPSTREAM_FEATURE_MISSING',
        httpStatus: 501,
        missingFeature: 'accountDelete',
        upstreamStatus: status,
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('a signed-out caller is refused as any other call is, and nothing is cleared by us', async () => {
    t.upstream.handle((_req, res) =>
      json(res, 401, { msg: 'You need to sign in or sign up before continuing.' }),
    );
    const response = await t.app.inject(mutation('account.remove', { confirmed: true }));
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
