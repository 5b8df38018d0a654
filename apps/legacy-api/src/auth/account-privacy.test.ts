import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailContent, Mailer } from '../mail/mailer';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  uniqueEmail,
} from '../test/test-app';
import { AUTH_MESSAGES } from './auth-messages';

let test: TestDatabase;
let t: TestApp;
/** An institutional account that has not confirmed its address yet. */
let unconfirmed: string;

beforeAll(async () => {
  test = await createTestDatabase();
  t = await createTestApp(test);
  unconfirmed = uniqueEmail('university.example');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign_up',
    payload: {
      sign_up_type: 'institution',
      user: {
        email: unconfirmed,
        password: 'FirstPass1',
        password_confirmation: 'FirstPass1',
        first_name: 'Kim',
        surname: 'Ito',
      },
    },
  });
  expect(response.statusCode).toBe(201);
  await t.mail.idle();
});
afterAll(async () => {
  await t.app.close();
  await test.close();
});

/** Holds every mail until released, so a test can tell whether a request waited for its mail. */
class BlockingMailer implements Mailer {
  readonly delivered: MailContent[] = [];
  private gate: Promise<void>;
  private open = () => {};
  private calledBack = () => {};
  /** Resolves when the first mail reaches the transport. */
  readonly called = new Promise<void>((resolve) => {
    this.calledBack = resolve;
  });

  constructor() {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  async send(mail: MailContent): Promise<void> {
    this.calledBack();
    await this.gate;
    this.delivered.push(mail);
  }

  release(): void {
    this.open();
  }

  async close(): Promise<void> {}
}

const ALEX = 'alex@university.example';

/** Each mail-sending call with a known address (who gets mail) and an unknown one (who does not). */
const endpoints = () => [
  {
    name: 'POST /api/auth/verify_email',
    request: (email: string) => ({
      method: 'POST' as const,
      url: '/api/auth/verify_email',
      payload: { email },
    }),
    known: ALEX,
    unknown: uniqueEmail('university.example'),
    subject: 'You already have a Studyflow account',
  },
  {
    name: 'POST /api/auth/reset_password',
    request: (email: string) => ({
      method: 'POST' as const,
      url: '/api/auth/reset_password',
      payload: { user: { email } },
    }),
    known: ALEX,
    unknown: uniqueEmail('university.example'),
    subject: 'Reset your Studyflow password',
  },
  {
    name: 'POST /api/auth/confirmations',
    request: (email: string) => ({
      method: 'POST' as const,
      url: '/api/auth/confirmations',
      payload: { email },
    }),
    known: unconfirmed,
    unknown: uniqueEmail('university.example'),
    subject: 'Confirm your Studyflow account',
  },
];

describe('mail-sending auth calls', () => {
  it('answer a known and an unknown address with the same status, headers and body', async () => {
    for (const endpoint of endpoints()) {
      const known = await t.app.inject(endpoint.request(endpoint.known));
      const unknown = await t.app.inject(endpoint.request(endpoint.unknown));
      expect(known.statusCode, endpoint.name).toBe(200);
      expect(unknown.statusCode, endpoint.name).toBe(known.statusCode);
      expect(unknown.body, endpoint.name).toBe(known.body);
      const { date: _a, ...knownHeaders } = known.headers;
      const { date: _b, ...unknownHeaders } = unknown.headers;
      expect(unknownHeaders, endpoint.name).toEqual(knownHeaders);
      await t.mail.idle();
      expect(t.mailer.lastTo(endpoint.known).subject, endpoint.name).toBe(endpoint.subject);
      expect(
        t.mailer.sent.some((mail) => mail.to === endpoint.unknown),
        endpoint.name,
      ).toBe(false);
    }
  });

  it('answer before the mail is sent, while the transport is still blocked', async () => {
    for (const endpoint of endpoints()) {
      const mailer = new BlockingMailer();
      const blocked = await createTestApp(test, { mailer });
      const response = await blocked.app.inject(endpoint.request(endpoint.known));
      expect(response.statusCode, endpoint.name).toBe(200);
      // The mail reaches the transport only now, after the answer, and is still being held there.
      await mailer.called;
      expect(mailer.delivered, endpoint.name).toEqual([]);
      mailer.release();
      await blocked.mail.idle();
      expect(
        mailer.delivered.map((mail) => [mail.to, mail.subject]),
        endpoint.name,
      ).toEqual([[endpoint.known, endpoint.subject]]);
      await blocked.app.close();
    }
  });
});

describe('POST /api/auth/verify_email for an existing account', () => {
  it('tells a confirmed owner where to sign in or reset, by mail only', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify_email',
      payload: { email: 'Alex@University.example' },
    });
    await t.mail.idle();
    const mail = t.mailer.lastTo(ALEX);
    expect(mail.subject).toBe('You already have a Studyflow account');
    expect(mail.text).toMatch(/^Hello Alex,/);
    expect(mail.text).toContain('\nhttp://localhost:3000/auth/sign-in\n');
    expect(mail.text).toContain('\nhttp://localhost:3000/auth/reset-password\n');
  });

  it('sends an unconfirmed owner a fresh confirmation link that works', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify_email',
      payload: { email: unconfirmed },
    });
    expect(response.json()).toEqual({ msg: AUTH_MESSAGES.emailAvailable });
    await t.mail.idle();
    const token = t.mailer.tokenFrom(t.mailer.lastTo(unconfirmed), '/auth/confirmations/');
    const confirm = await t.app.inject({
      method: 'GET',
      url: '/api/auth/confirmations',
      query: { confirmation_token: token },
    });
    expect(confirm.json()).toEqual({ msg: AUTH_MESSAGES.accountVerified });
  });
});
