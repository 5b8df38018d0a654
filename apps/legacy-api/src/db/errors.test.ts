import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { createUser } from '../users/user-queries';

let test: TestDatabase;
let t: TestApp;
const lines: string[] = [];

const EMAIL = 'alex@university.example';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$bm90LWEtcmVhbC1oYXNoLWJ1dC1zZWNyZXQ';
const TOKEN = 'tok_9f8e7d6c5b4a3f2e1d0c';

/** A unique violation whose statement binds an email and a password hash. */
const duplicateUser = () =>
  createUser(test.database.db, {
    email: EMAIL,
    passwordHash: HASH,
    firstName: 'Alex',
    surname: 'Doe',
    university: null,
    edition: 'study',
    signUpType: 'institution',
    confirmed: false,
    subscribedToUpdates: false,
    now: new Date(),
  });

/** A data exception: PostgreSQL quotes the bad input in its message as well as in the parameters. */
const badCast = () => test.database.db.execute(sql`select ${TOKEN}::integer`);

beforeAll(async () => {
  test = await createTestDatabase();
  t = await createTestApp(test, {
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  t.app.post('/test/duplicate-user', duplicateUser);
  t.app.post('/test/bad-cast', badCast);
});
afterAll(async () => {
  await t.app.close();
  await test.close();
});

const errorLines = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);

function expectNoSecrets(entry: unknown) {
  const text = JSON.stringify(entry);
  for (const secret of [EMAIL, HASH, TOKEN, 'c2FsdHNhbHQ']) expect(text).not.toContain(secret);
}

describe('database errors in the log', () => {
  it('keep the SQL and the error code but no bound value, through the 500 handler', async () => {
    for (const [url, code] of [
      ['/test/duplicate-user', '23505'],
      ['/test/bad-cast', '22P02'],
    ] as const) {
      lines.length = 0;
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ msg: 'Internal Server Error' });
      const [entry, ...others] = errorLines();
      expect(others).toEqual([]);
      expect(entry.msg).toBe('unhandled error');
      expect(entry.err.message).toMatch(/^Failed query: (insert into "users"|select \$1::integer)/);
      expect(entry.err.message).toContain('params: [REDACTED]');
      expect(entry.err.stack).toMatch(/\n\s+at /);
      expect(entry.err.cause.code).toBe(code);
      expectNoSecrets(entry);
    }
  });

  it('keep no bound value when a queued mail job fails', async () => {
    lines.length = 0;
    t.mail.enqueue('confirmation', async () => {
      await duplicateUser();
      return undefined;
    });
    await t.mail.idle();
    const [entry] = errorLines();
    expect(entry).toMatchObject({ msg: 'mail could not be sent', mail: 'confirmation' });
    expect(entry.err.cause).toMatchObject({ code: '23505', constraint: expect.stringContaining('email') });
    expectNoSecrets(entry);
  });
});
