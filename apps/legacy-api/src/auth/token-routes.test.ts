import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-data';
import {
  createTestApp,
  createTestDatabase,
  sessionCookie,
  type TestApp,
  type TestDatabase,
  uniqueEmail,
  withSession,
} from '../test/test-app';
import { users } from '../users/schema';
import { AUTH_MESSAGES } from './auth-messages';
import { confirmationTokens, resetPasswordTokens, sessions } from './schema';
import { digest } from './tokens';

let test: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  test = await createTestDatabase();
  t = await createTestApp(test);
});
afterAll(async () => {
  await t.app.close();
  await test.close();
});

const CONFIRM = '/auth/confirmations/';
const RESET = '/auth/reset_password/';

async function institutionAccount(app: TestApp = t): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('university.example');
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/sign_up',
    payload: {
      sign_up_type: 'institution',
      user: {
        email,
        password: 'FirstPass1',
        password_confirmation: 'FirstPass1',
        first_name: 'Kim',
        surname: 'Ito',
      },
    },
  });
  expect(response.statusCode).toBe(201);
  await app.mail.idle();
  return { email, token: app.mailer.tokenFrom(app.mailer.lastTo(email), CONFIRM) };
}

const confirm = (token: string, app: TestApp = t) =>
  app.app.inject({ method: 'GET', url: '/api/auth/confirmations', query: { confirmation_token: token } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email, password } });
const requestReset = (email: unknown, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: '/api/auth/reset_password', payload: { user: { email } } });
const changePassword = (user: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/reset_password', payload: { user } });
const checkReset = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/reset_password/check', query });

describe('GET /api/auth/confirmations', () => {
  it('confirms the account once; the same link then says it is already verified', async () => {
    const { email, token } = await institutionAccount();
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ msg: AUTH_MESSAGES.accountVerified });
    expect((await signIn(email, 'FirstPass1')).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ msg: AUTH_MESSAGES.alreadyVerified });
    // The token is stored only as its digest.
    const rows = await test.database.db
      .select()
      .from(confirmationTokens)
      .where(eq(confirmationTokens.digest, digest(token)));
    expect(rows).toHaveLength(1);
    expect(
      await test.database.db.select().from(confirmationTokens).where(eq(confirmationTokens.digest, token)),
    ).toEqual([]);
  });

  it('rejects a missing or unknown token', async () => {
    for (const response of [
      await confirm('not-a-real-token'),
      await t.app.inject({ method: 'GET', url: '/api/auth/confirmations' }),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ msg: AUTH_MESSAGES.confirmationInvalid });
    }
  });
});

describe('POST /api/auth/confirmations (resend)', () => {
  it('mails a fresh link to an unconfirmed account and gives the same answer for anyone else', async () => {
    const { email } = await institutionAccount();
    const before = t.mailer.sent.length;
    for (const address of [email.toUpperCase(), 'nobody@university.example', 'alex@university.example']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/confirmations',
        payload: { email: address },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: AUTH_MESSAGES.confirmationResent });
    }
    await t.mail.idle();
    expect(t.mailer.sent.slice(before).map((mail) => mail.to)).toEqual([email]);
    const token = t.mailer.tokenFrom(t.mailer.lastTo(email), CONFIRM);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('needs an email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirmations',
      payload: { email: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { email: ["can't be blank"] } });
  });
});

describe('POST /api/auth/reset_password (request)', () => {
  it('mails a reset link to a confirmed account only, with the same answer for everyone', async () => {
    const { email: unconfirmed } = await institutionAccount();
    const before = t.mailer.sent.length;
    for (const address of ['Priya@Workplace.example', 'nobody@example.org', unconfirmed]) {
      const response = await requestReset(address);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: AUTH_MESSAGES.resetRequested });
    }
    await t.mail.idle();
    const sent = t.mailer.sent.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual(['priya@workplace.example']);
    expect(sent[0]?.subject).toBe('Reset your Studyflow password');
    expect(sent[0]?.text).toContain('The link works once, for 6 hours.');
  });

  it('validates the email and the presence of user', async () => {
    expect((await requestReset('')).json()).toEqual({ errors: { email: ["can't be blank"] } });
    const invalid = await requestReset('priya-at-workplace');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({ errors: { email: ['is invalid'] } });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { email: 'x@y.z' },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('PUT /api/auth/reset_password (change)', () => {
  it('changes the password, consumes the token and signs the user out everywhere', async () => {
    const email = 'alex@university.example';
    const session = sessionCookie(await signIn(email, DEMO_PASSWORD))?.value ?? '';
    await requestReset(email);
    await t.mail.idle();
    const token = t.mailer.tokenFrom(t.mailer.lastTo(email), RESET);
    const response = await changePassword({
      password: 'BrandNewPass1',
      password_confirmation: 'BrandNewPass1',
      reset_password_token: token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: AUTH_MESSAGES.passwordChanged });
    const authorize = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      cookies: withSession(session),
    });
    expect(authorize.statusCode).toBe(401);
    const [alex] = await test.database.db.select().from(users).where(eq(users.email, email));
    expect(
      await test.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, alex?.id ?? 0)),
    ).toEqual([]);
    expect((await signIn(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'BrandNewPass1')).statusCode).toBe(200);

    const reused = await changePassword({
      password: 'Another1234',
      password_confirmation: 'Another1234',
      reset_password_token: token,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      msg: AUTH_MESSAGES.resetInvalid,
      errors: { reset_password_token: ['is invalid'] },
    });
  });

  it('keeps only the newest reset link working', async () => {
    const email = 'priya@workplace.example';
    await requestReset(email);
    await t.mail.idle();
    const older = t.mailer.tokenFrom(t.mailer.lastTo(email), RESET);
    await requestReset(email);
    await t.mail.idle();
    const newer = t.mailer.tokenFrom(t.mailer.lastTo(email), RESET);
    const body = { password: 'PriyaNew123', password_confirmation: 'PriyaNew123' };
    expect((await changePassword({ ...body, reset_password_token: older })).statusCode).toBe(422);
    expect((await changePassword({ ...body, reset_password_token: newer })).statusCode).toBe(200);
  });

  it('rejects an unknown token and passwords that break the rules', async () => {
    const unknown = await changePassword({
      password: 'Whatever12',
      password_confirmation: 'Whatever12',
      reset_password_token: 'nope',
    });
    expect(unknown.json()).toEqual({
      msg: AUTH_MESSAGES.resetInvalid,
      errors: { reset_password_token: ['is invalid'] },
    });
    await requestReset('priya@workplace.example');
    await t.mail.idle();
    const token = t.mailer.tokenFrom(t.mailer.lastTo('priya@workplace.example'), RESET);
    const short = await changePassword({
      password: 'short',
      password_confirmation: 'short',
      reset_password_token: token,
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ errors: { password: ['is too short (minimum is 8 characters)'] } });
    const mismatch = await changePassword({
      password: 'LongEnough1',
      password_confirmation: 'LongEnough2',
      reset_password_token: token,
    });
    expect(mismatch.json()).toEqual({ errors: { password_confirmation: ["doesn't match Password"] } });
    // A failed attempt does not use the token up.
    const ok = await changePassword({
      password: 'LongEnough1',
      password_confirmation: 'LongEnough1',
      reset_password_token: token,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('GET /api/auth/reset_password/check', () => {
  it('says whether a link can still be used, without using it up', async () => {
    const { email, token: confirmation } = await institutionAccount();
    await confirm(confirmation);
    await requestReset(email);
    await t.mail.idle();
    const token = t.mailer.tokenFrom(t.mailer.lastTo(email), RESET);
    for (let look = 0; look < 2; look += 1) {
      const usable = await checkReset({ reset_password_token: token });
      expect(usable.statusCode).toBe(200);
      expect(usable.json()).toEqual({ msg: AUTH_MESSAGES.resetUsable });
    }
    const body = { password: 'CheckedPass1', password_confirmation: 'CheckedPass1' };
    expect((await changePassword({ ...body, reset_password_token: token })).statusCode).toBe(200);

    const used = await checkReset({ reset_password_token: token });
    expect(used.statusCode).toBe(422);
    expect(used.json()).toEqual({
      msg: AUTH_MESSAGES.resetInvalid,
      errors: { reset_password_token: ['is invalid'] },
    });
    expect((await checkReset({ reset_password_token: 'nope' })).json()).toMatchObject({
      msg: AUTH_MESSAGES.resetInvalid,
    });
    expect((await checkReset({})).statusCode).toBe(422);
  });
});

describe('expiry', () => {
  it('refuses confirmation and reset links past their lifetime', async () => {
    const shortLived = await createTestApp(test, {
      env: { CONFIRMATION_TOKEN_TTL_SECONDS: '1', RESET_TOKEN_TTL_SECONDS: '1' },
    });
    const { email, token: confirmation } = await institutionAccount(shortLived);
    expect(shortLived.mailer.lastTo(email).text).toContain('The link works for 1 second.');
    await requestReset('alex@university.example', shortLived);
    await shortLived.mail.idle();
    const reset = shortLived.mailer.tokenFrom(shortLived.mailer.lastTo('alex@university.example'), RESET);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const expiredConfirmation = await confirm(confirmation);
    expect(expiredConfirmation.statusCode).toBe(422);
    expect(expiredConfirmation.json()).toEqual({ msg: AUTH_MESSAGES.confirmationExpired });
    const expiredReset = await changePassword({
      password: 'LongEnough1',
      password_confirmation: 'LongEnough1',
      reset_password_token: reset,
    });
    expect(expiredReset.statusCode).toBe(422);
    expect(expiredReset.json()).toEqual({
      msg: AUTH_MESSAGES.resetExpired,
      errors: { reset_password_token: ['has expired, please request a new one'] },
    });
    const expiredCheck = await checkReset({ reset_password_token: reset });
    expect(expiredCheck.statusCode).toBe(422);
    expect(expiredCheck.json()).toEqual(expiredReset.json());
    await shortLived.app.close();
  });

  it('stores reset tokens only as digests', async () => {
    const rows = await test.database.db
      .select({ digest: resetPasswordTokens.digest })
      .from(resetPasswordTokens);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.digest).toMatch(/^[0-9a-f]{64}$/);
  });
});
