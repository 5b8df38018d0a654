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
import { licenceKeys } from './schema';

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

const signUp = (payload: unknown, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/sign_up', payload: payload as Record<string, unknown> });

function licenceUser(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  return {
    email,
    confirm_email: email,
    password: 'LongEnough1',
    password_confirmation: 'LongEnough1',
    first_name: 'Sam',
    surname: 'Lee',
    licence_key: '1000000001',
    university: 'Northfield University',
    subscribed_to_updates: true,
    tos: true,
    ...overrides,
  };
}

function institutionUser(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('university.example'),
    password: 'LongEnough1',
    password_confirmation: 'LongEnough1',
    first_name: 'Jo',
    surname: 'Ng',
    subscribed_to_updates: false,
    tos: true,
    ...overrides,
  };
}

describe('licence sign-up', () => {
  it('creates a confirmed account, uses the key, signs in and awards NEWBIE', async () => {
    const user = licenceUser({ licence_key: '1000000010' });
    const response = await signUp({ sign_up_type: 'dsa_licence', user });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: user.email,
      first_name: 'Sam',
      university: 'Northfield University',
      user_type: 'student',
      software_selected: false,
      user_info: null,
      avatar: null,
      accessability_setting: null,
      wellbeings: ['calm', 'student_minds', 'desk_stretches_for_students', 'support_contacts'],
      is_calm_requested: false,
    });
    expect(body.user.badges.map((b: { name: string }) => b.name)).toContain('NEWBIE');
    const token = sessionCookie(response)?.value ?? '';
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      cookies: withSession(token),
    });
    expect(me.json().user.id).toBe(body.user.id);
    const [key] = await test.database.db.select().from(licenceKeys).where(eq(licenceKeys.key, '1000000010'));
    expect(key?.usedByUserId).toBe(body.user.id);
    expect(key?.usedAt).toBeInstanceOf(Date);
  });

  it('makes professionals in the Pro edition, without wellbeing cards', async () => {
    const pro = await createTestApp(test, { env: { EDITION: 'pro' } });
    const response = await signUp(
      { sign_up_type: 'dsa_licence', user: licenceUser({ licence_key: '1000000011' }) },
      pro.app,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ user_type: 'professional', wellbeings: [] });
    await pro.app.close();
  });

  it('rejects an unknown key and a used key', async () => {
    const unknown = await signUp({
      sign_up_type: 'dsa_licence',
      user: licenceUser({ licence_key: '9999999999' }),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ msg: AUTH_MESSAGES.licenceUnknown });
    await signUp({ sign_up_type: 'dsa_licence', user: licenceUser({ licence_key: '1000000020' }) });
    const used = await signUp({
      sign_up_type: 'dsa_licence',
      user: licenceUser({ licence_key: '1000000020' }),
    });
    expect(used.statusCode).toBe(422);
    expect(used.json()).toEqual({ msg: AUTH_MESSAGES.licenceUsed });
    expect(sessionCookie(used)).toBeUndefined();
  });

  it('rejects a taken email, whatever its letter case, and leaves the key unused', async () => {
    const response = await signUp({
      sign_up_type: 'dsa_licence',
      user: licenceUser({
        email: 'Alex@University.Example',
        confirm_email: 'alex@university.example',
        licence_key: '1000000030',
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      msg: 'Email has already been taken',
      errors: { email: ['has already been taken'] },
    });
    const [key] = await test.database.db.select().from(licenceKeys).where(eq(licenceKeys.key, '1000000030'));
    expect(key?.usedAt).toBeNull();
  });

  it('reports every field rule as Rails-style errors', async () => {
    const response = await signUp({
      sign_up_type: 'dsa_licence',
      user: {
        email: 'not-an-email',
        confirm_email: 'other@example.org',
        password: 'short',
        password_confirmation: 'different',
        first_name: ' ',
        tos: false,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: {
        licence_key: ["can't be blank"],
        first_name: ["can't be blank"],
        surname: ["can't be blank"],
        university: ["can't be blank"],
        email: ['is invalid'],
        confirm_email: ["doesn't match Email"],
        password: ['is too short (minimum is 8 characters)'],
        password_confirmation: ["doesn't match Password"],
        tos: ['must be accepted'],
      },
    });
  });

  it('answers 400 when user or sign_up_type is missing, unknown or malformed', async () => {
    const cases: [unknown, string][] = [
      [{ sign_up_type: 'dsa_licence' }, 'param is missing or the value is empty: user'],
      [{ user: licenceUser() }, 'param is missing or the value is empty: sign_up_type'],
      [{ sign_up_type: 'trial', user: licenceUser() }, AUTH_MESSAGES.signUpTypeInvalid],
      [{ sign_up_type: 'dsa_licence', user: 'me' }, 'param is invalid: user'],
      [{ sign_up_type: 'dsa_licence', user: licenceUser({ email: 42 }) }, 'param is invalid: user.email'],
    ];
    for (const [payload, msg] of cases) {
      const response = await signUp(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
  });
});

describe('institution sign-up', () => {
  it('creates an unconfirmed account, mails a confirmation link and sets no session', async () => {
    const user = institutionUser({ email: 'Jo.Ng@Student.University.Example' });
    const response = await signUp({ sign_up_type: 'institution', user });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      msg: 'A confirmation email has been sent to jo.ng@student.university.example.',
    });
    expect(sessionCookie(response)).toBeUndefined();
    await t.mail.idle();
    const mail = t.mailer.lastTo('jo.ng@student.university.example');
    expect(mail.subject).toBe('Confirm your Studyflow account');
    expect(mail.text).toMatch(/^Hello Jo,/);
    expect(mail.text).toContain('http://localhost:3000/auth/confirmations/');
    expect(mail.html).toContain('<a href="http://localhost:3000/auth/confirmations/');
    const [row] = await test.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'jo.ng@student.university.example'));
    expect(row).toMatchObject({
      confirmedAt: null,
      university: 'University of Example',
      signUpType: 'institution',
    });
    expect(row?.subscribedToUpdates).toBe(false);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: user.email, password: 'LongEnough1' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ msg: AUTH_MESSAGES.unconfirmed });
  });

  it('only accepts registered institution domains', async () => {
    for (const email of ['sam@example.org', 'sam@notuniversity.example', 'sam@university.example.org']) {
      const response = await signUp({ sign_up_type: 'institution', user: institutionUser({ email }) });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ msg: AUTH_MESSAGES.notInstitution });
    }
    await t.mail.idle();
    expect(t.mailer.sent.filter((mail) => mail.to.startsWith('sam@'))).toEqual([]);
  });

  it('answers a taken email as a new one, mailing its owner instead, and rejects field rule failures', async () => {
    const taken = await signUp({
      sign_up_type: 'institution',
      user: institutionUser({ email: 'ALEX@university.example' }),
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ msg: 'A confirmation email has been sent to alex@university.example.' });
    await t.mail.idle();
    expect(
      t.mailer.sent.filter((mail) => mail.to === 'alex@university.example').map((mail) => mail.subject),
    ).toEqual(['You already have a Studyflow account']);
    const invalid = await signUp({
      sign_up_type: 'institution',
      user: { email: '', password: 'LongEnough1', password_confirmation: 'LongEnough2', first_name: 'Jo' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      errors: {
        email: ["can't be blank"],
        surname: ["can't be blank"],
        password_confirmation: ["doesn't match Password"],
      },
    });
  });
});

describe('POST /api/auth/verify_email', () => {
  const verify = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify_email',
      payload: payload as Record<string, unknown>,
    });

  it('accepts an address of a registered institution', async () => {
    const response = await verify({ email: uniqueEmail('university.example') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Email is available.' });
  });

  it('rejects blank, malformed and foreign addresses with their messages', async () => {
    const cases: [unknown, string][] = [
      [{}, AUTH_MESSAGES.invalidEmailAddress],
      [{ email: '  ' }, AUTH_MESSAGES.invalidEmailAddress],
      [{ email: 'jo@' }, AUTH_MESSAGES.invalidEmailAddress],
      [{ email: 'jo@example.org' }, AUTH_MESSAGES.notInstitution],
    ];
    for (const [payload, msg] of cases) {
      const response = await verify(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ msg });
    }
  });
});

describe('demo credentials', () => {
  it('still work after all those sign-ups', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email: 'priya@workplace.example', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.user_type).toBe('professional');
  });
});
