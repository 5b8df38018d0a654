import { insertSession } from '../auth/session-queries';
import { digest, newToken } from '../auth/tokens';
import { createUser } from '../users/user-queries';
import type { TestApp, TestDatabase } from './test-app';
import { uniqueEmail, withSession } from './test-app';

export interface Learner {
  id: number;
  email: string;
  /** Cookies of a signed-in browser. */
  cookies: Record<string, string>;
}

/**
 * A new confirmed learner with a live session, made straight in the database (no sign-in round trip,
 * no password hashing), as a fresh licence account looks: nothing chosen, nothing saved.
 */
export async function newLearner(
  test: TestDatabase,
  userType: 'student' | 'professional' = 'student',
): Promise<Learner> {
  const { db } = test.database;
  const email = uniqueEmail();
  const now = new Date();
  const id = await createUser(db, {
    email,
    passwordHash: 'not-used-by-these-tests',
    firstName: 'Sam',
    surname: 'Lee',
    university: null,
    edition: userType === 'professional' ? 'pro' : 'study',
    signUpType: 'dsa_licence',
    confirmed: true,
    subscribedToUpdates: true,
    now,
  });
  const token = newToken();
  await insertSession(db, {
    id: digest(token),
    userId: id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return { id, email, cookies: withSession(token) };
}

/** The user payload as authorize answers it for this learner. */
export async function authorizedUser(t: TestApp, learner: Learner) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/authorize',
    cookies: learner.cookies,
  });
  return response.json().user;
}
