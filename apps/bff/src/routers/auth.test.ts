import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { mutation, query, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
const session = '_studyflow_session=abc123';

beforeAll(async () => {
  t = await startTestApp({ EDITION: 'pro', MAILBOX_URL: 'http://mail.test/mailbox' });
});
beforeEach(() => {
  t.upstream.requests.length = 0;
});
afterAll(() => t.close());

const resultOf = (body: string) => (JSON.parse(body) as { result: { data: unknown } }).result.data;
const sent = () =>
  t.upstream.requests.map((r) => ({ call: `${r.method} ${r.url}`, body: r.body && JSON.parse(r.body) }));

describe('auth procedures call the upstream as docs/upstream-api.md says', () => {
  it('signIn posts the credentials, relays the session Set-Cookie (only) and returns the camelCased user', async () => {
    const cookies = ['_studyflow_session=rotated; Path=/; HttpOnly; SameSite=Lax', 'other=1; Path=/'];
    t.upstream.handle((_req, res) => json(res, 200, { user: upstreamUser }, { 'set-cookie': cookies }));
    const response = await t.app.inject(
      mutation(
        'auth.signIn',
        { email: 'alex@university.example', password: 'pw' },
        { cookie: `${session}; x=1` },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBe('_studyflow_session=rotated; Path=/; HttpOnly; SameSite=Lax');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(resultOf(response.body)).toMatchObject({ firstName: 'Alex', userInfo: { courseName: 'Law' } });
    expect(sent()).toEqual([
      { call: 'POST /api/auth/sign_in', body: { email: 'alex@university.example', password: 'pw' } },
    ]);
    expect(t.upstream.requests[0]?.headers.cookie).toBe(session);
  });

  it('authorize is a query that posts to /auth/authorize and unwraps the user', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { user: upstreamUser }));
    const response = await t.app.inject(query('auth.authorize'));
    expect(resultOf(response.body)).toMatchObject({ id: 7, email: 'alex@university.example' });
    expect(sent()).toEqual([{ call: 'POST /api/auth/authorize', body: '' }]);
  });

  it("authorize answers a guest with null and 200, relaying the upstream's cleared cookie", async () => {
    t.upstream.handle((_req, res) =>
      json(
        res,
        401,
        { msg: 'You need to sign in or sign up before continuing.' },
        { 'set-cookie': '_studyflow_session=; Max-Age=0; Path=/' },
      ),
    );
    const response = await t.app.inject(query('auth.authorize', undefined, { cookie: session }));
    expect(response.statusCode).toBe(200);
    expect(resultOf(response.body)).toBeNull();
    expect(response.headers['set-cookie']).toBe(
      '_studyflow_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('authorize still fails when the upstream fails for any other reason', async () => {
    t.upstream.handle((_req, res) => json(res, 403, { msg: 'Forbidden.' }));
    expect((await t.app.inject(query('auth.authorize'))).statusCode).toBe(403);
    t.upstream.handle((_req, res) => json(res, 500, { msg: 'boom' }));
    expect((await t.app.inject(query('auth.authorize'))).statusCode).toBe(502);
  });

  it('signOut deletes the session and answers ok on a 204', async () => {
    t.upstream.handle((_req, res) =>
      res.writeHead(204, { 'set-cookie': '_studyflow_session=; Max-Age=0; Path=/' }).end(),
    );
    const response = await t.app.inject(mutation('auth.signOut', undefined));
    expect(resultOf(response.body)).toEqual({ ok: true });
    // Expired by the BFF itself as well (sign-out.test.ts): one line, the BFF's.
    expect(response.headers['set-cookie']).toBe(
      '_studyflow_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
    expect(sent()).toEqual([{ call: 'DELETE /api/auth/sign_out', body: '' }]);
  });

  it('signUp nests the fields under user and sends sign_up_type beside it', async () => {
    t.upstream.handle((_req, res) =>
      json(res, 201, { msg: 'A confirmation email has been sent to jo@university.example.' }),
    );
    const response = await t.app.inject(
      mutation('auth.signUp', {
        signUpType: 'institution',
        email: 'jo@university.example',
        password: 'longenough',
        passwordConfirmation: 'longenough',
        firstName: 'Jo',
        surname: 'Ng',
      }),
    );
    expect(resultOf(response.body)).toEqual({
      msg: 'A confirmation email has been sent to jo@university.example.',
    });
    expect(sent()).toEqual([
      {
        call: 'POST /api/auth/sign_up',
        body: {
          sign_up_type: 'institution',
          user: {
            email: 'jo@university.example',
            password: 'longenough',
            password_confirmation: 'longenough',
            first_name: 'Jo',
            surname: 'Ng',
            subscribed_to_updates: true,
            tos: true,
          },
        },
      },
    ]);
  });

  it('maps the message-only procedures to their upstream calls', async () => {
    t.upstream.handle((_req, res) => json(res, 200, { msg: 'done' }));
    await t.app.inject(mutation('auth.verifyEmail', { email: 'jo@university.example' }));
    await t.app.inject(mutation('auth.confirm', { confirmationToken: 'tok en' }));
    await t.app.inject(mutation('auth.resendConfirmation', { email: 'jo@university.example' }));
    await t.app.inject(mutation('auth.requestPasswordReset', { email: 'jo@university.example' }));
    await t.app.inject(query('auth.checkResetToken', { resetPasswordToken: 'r 1' }));
    const reset = { password: 'newpassword', passwordConfirmation: 'newpassword', resetPasswordToken: 'r1' };
    const last = await t.app.inject(mutation('auth.resetPassword', reset));
    expect(resultOf(last.body)).toEqual({ msg: 'done' });
    expect(sent()).toEqual([
      { call: 'POST /api/auth/verify_email', body: { email: 'jo@university.example' } },
      { call: 'GET /api/auth/confirmations?confirmation_token=tok%20en', body: '' },
      { call: 'POST /api/auth/confirmations', body: { email: 'jo@university.example' } },
      { call: 'POST /api/auth/reset_password', body: { user: { email: 'jo@university.example' } } },
      { call: 'GET /api/auth/reset_password/check?reset_password_token=r%201', body: '' },
      {
        call: 'PUT /api/auth/reset_password',
        body: {
          user: { password: 'newpassword', password_confirmation: 'newpassword', reset_password_token: 'r1' },
        },
      },
    ]);
  });

  it('config.get answers from the BFF settings without calling the upstream', async () => {
    const response = await t.app.inject(query('config.get'));
    expect(resultOf(response.body)).toEqual({ edition: 'pro', mailboxUrl: 'http://mail.test/mailbox' });
    expect(t.upstream.requests).toHaveLength(0);
  });
});
