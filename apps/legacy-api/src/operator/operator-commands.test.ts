import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceKeys } from '../auth/schema';
import { seed } from '../seed/seed';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  uniqueEmail,
} from '../test/test-app';
import { users } from '../users/schema';
import { addInstitution, addLicences } from './operator-commands';

let test: TestDatabase;
let production: TestApp;

beforeAll(async () => {
  test = await createTestDatabase();
  // A production database: no demo keys or domains in it.
  await seed(test.database.db, { demo: false });
  production = await createTestApp(test, { env: { NODE_ENV: 'production' } });
});
afterAll(async () => {
  await production.app.close();
  await test.close();
});

const signUp = (payload: Record<string, unknown>) =>
  production.app.inject({ method: 'POST', url: '/api/auth/sign_up', payload });

function licenceUser(licenceKey: string) {
  const email = uniqueEmail();
  return {
    sign_up_type: 'dsa_licence',
    user: {
      email,
      confirm_email: email,
      password: 'LongEnough1',
      password_confirmation: 'LongEnough1',
      first_name: 'Sam',
      surname: 'Lee',
      licence_key: licenceKey,
      university: 'Northfield University',
      tos: true,
    },
  };
}

describe('addLicences', () => {
  it('adds keys a learner can then activate once, and says so', async () => {
    expect(await addLicences(test.database.db, ['2000000001', '2000000002'])).toEqual([
      'Added 2 licence keys: 2000000001, 2000000002.',
    ]);
    expect((await signUp(licenceUser('2000000001'))).statusCode).toBe(201);
    expect((await signUp(licenceUser('2000000001'))).statusCode).toBe(422);
  });

  it('leaves keys that exist exactly as they are, used or not', async () => {
    const before = await test.database.db.select().from(licenceKeys).where(eq(licenceKeys.key, '2000000001'));
    expect(await addLicences(test.database.db, ['2000000001', '2000000002', '2000000003'])).toEqual([
      'Added 1 licence key: 2000000003.',
      'Already there and unused, left as they are: 2000000002.',
      'Already there and activated, left as they are: 2000000001.',
    ]);
    expect(
      await test.database.db.select().from(licenceKeys).where(eq(licenceKeys.key, '2000000001')),
    ).toEqual(before);
    expect(await addLicences(test.database.db, ['2000000003'])).toEqual([
      'Already there and unused, left as they are: 2000000003.',
    ]);
  });

  it('names ten keys and counts the rest', async () => {
    const keys = Array.from({ length: 12 }, (_, index) => String(2_100_000_000 + index));
    expect(await addLicences(test.database.db, keys)).toEqual([
      `Added 12 licence keys: ${keys.slice(0, 10).join(', ')} and 2 more.`,
    ]);
  });
});

describe('addInstitution', () => {
  it('registers domains whose addresses (and subdomains’) can then sign up', async () => {
    expect(
      await addInstitution(test.database.db, {
        name: 'Northfield University',
        domains: ['northfield.ac.uk'],
      }),
    ).toEqual([
      'Registered northfield.ac.uk for Northfield University: addresses @northfield.ac.uk and @<anything>.northfield.ac.uk may sign up with their institution.',
    ]);
    const email = uniqueEmail('students.northfield.ac.uk');
    const response = await signUp({
      sign_up_type: 'institution',
      user: {
        email,
        password: 'LongEnough1',
        password_confirmation: 'LongEnough1',
        first_name: 'Jo',
        surname: 'Ng',
        tos: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await test.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.university).toBe('Northfield University');
  });

  it('leaves a registered domain as it is, whoever it belongs to', async () => {
    expect(
      await addInstitution(test.database.db, {
        name: 'Northfield College',
        domains: ['northfield.ac.uk', 'northfield-college.ac.uk'],
      }),
    ).toEqual([
      'Registered northfield-college.ac.uk for Northfield College: addresses @northfield-college.ac.uk and @<anything>.northfield-college.ac.uk may sign up with their institution.',
      'northfield.ac.uk was already registered for Northfield University (not Northfield College): left as it is.',
    ]);
    expect(
      await addInstitution(test.database.db, {
        name: 'Northfield University',
        domains: ['northfield.ac.uk'],
      }),
    ).toEqual(['northfield.ac.uk was already registered for Northfield University: left as it is.']);
  });
});
