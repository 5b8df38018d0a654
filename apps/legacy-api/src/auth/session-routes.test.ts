import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-data';
import {
  createTestApp,
  createTestDatabase,
  sessionCookie,
  type TestApp,
  type TestDatabase,
  withSession,
} from '../test/test-app';
import { users } from '../users/schema';
import { AUTH_MESSAGES } from './auth-messages';
import { hashPassword } from './passwords';
import { sessions } from './schema';
import { digest } from './tokens';

const ALEX = 'alex@university.example';
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

const signIn = (email: string, password: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email, password }, cookies });
const authorize = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/authorize', cookies: token ? withSession(token) : {} });

describe('POST /api/auth/sign_in', () => {
  it('signs in with any letter case of the email and sets a hardened session cookie', async () => {
    const response = await signIn('  ALEX@University.Example ', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: ALEX,
      first_name: 'Alex',
      user_type: 'student',
      software_selected: true,
    });
    expect(user.user_info.course_name).toBe('Psychology');
    expect(user.softwares.length).toBeGreaterThan(0);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(
      /^_studyflow_session=[A-Za-z0-9_-]{43}; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const token = sessionCookie(response)?.value ?? '';
    // Only the digest is stored, never the token itself.
    const [row] = await test.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, digest(token)));
    expect(row?.userId).toBe(user.id);
    expect((await test.database.db.select().from(sessions).where(eq(sessions.id, token))).length).toBe(0);
  });

  it('rejects a wrong password and an unknown email with the same 401', async () => {
    for (const response of [
      await signIn(ALEX, 'not the password'),
      await signIn('nobody@example.org', 'whatever1'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ msg: AUTH_MESSAGES.invalidCredentials });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('answers 400 when email or password is missing or not text', async () => {
    const cases = [
      {},
      { email: ALEX },
      { password: 'x' },
      { email: '', password: 'x' },
      { email: 1, password: 'x' },
    ];
    for (const payload of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign_in', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: AUTH_MESSAGES.credentialsRequired });
    }
  });

  it('refuses an unconfirmed account, but only once the password is right', async () => {
    const email = 'unconfirmed@university.example';
    await test.database.db.insert(users).values({
      email,
      passwordHash: await hashPassword('CorrectHorse1'),
      firstName: 'Una',
      surname: 'Confirmed',
      userType: 'student',
      signUpType: 'institution',
    });
    const response = await signIn(email, 'CorrectHorse1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: AUTH_MESSAGES.unconfirmed });
    expect((await signIn(email, 'WrongHorse1')).json()).toEqual({ msg: AUTH_MESSAGES.invalidCredentials });
  });

  it('rotates the session: signing in again replaces the session the request came with', async () => {
    const first = sessionCookie(await signIn(ALEX, DEMO_PASSWORD))?.value ?? '';
    const second = await signIn(ALEX, DEMO_PASSWORD, withSession(first));
    const rotated = sessionCookie(second)?.value ?? '';
    expect(rotated).not.toBe('');
    expect(rotated).not.toBe(first);
    expect((await authorize(first)).statusCode).toBe(401);
    expect((await authorize(rotated)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/authorize', () => {
  it('returns the signed-in user', async () => {
    const token = sessionCookie(await signIn(ALEX, DEMO_PASSWORD))?.value ?? '';
    const response = await authorize(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(ALEX);
  });

  it('answers 401 without a session or with an unknown one', async () => {
    for (const response of [await authorize(), await authorize('made-up-token')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ msg: AUTH_MESSAGES.signInRequired });
    }
  });

  it('rejects a session past its lifetime', async () => {
    const shortLived = await createTestApp(test, { env: { SESSION_TTL_SECONDS: '1' } });
    const response = await shortLived.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: ALEX, password: DEMO_PASSWORD },
    });
    const cookie = sessionCookie(response);
    expect(cookie?.maxAge).toBe(1);
    expect((await authorize(cookie?.value)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await authorize(cookie?.value)).statusCode).toBe(401);
    await shortLived.app.close();
  });
});

describe('DELETE /api/auth/sign_out', () => {
  it('destroys the session and clears the cookie, and signing out twice is fine', async () => {
    const token = sessionCookie(await signIn(ALEX, DEMO_PASSWORD))?.value ?? '';
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sign_out',
      cookies: withSession(token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(String(response.headers['set-cookie'])).toMatch(
      /^_studyflow_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect((await authorize(token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sign_out',
      cookies: withSession(token),
    });
    expect(again.statusCode).toBe(204);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sign_out',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.statusCode).toBe(204);
  });
});

describe('the HTTP envelope', () => {
  it('answers health, unknown routes and invalid JSON in the Rails-style shape', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ msg: 'Not Found' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ msg: 'The request body is not valid JSON.' });
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const failing = await createTestApp(test);
    failing.app.get('/api/boom', async () => {
      throw new Error('database exploded');
    });
    const response = await failing.app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ msg: 'Internal Server Error' });
    await failing.app.close();
  });
});
