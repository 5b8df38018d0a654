import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase, uniqueEmail } from '../test/test-app';

let test: TestDatabase;
let licence = 40;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.close();
});

/**
 * A fresh licence account created at `createdAt`, then signed in at each of `logins`, in that
 * edition, its browser sending `timeZone` (when given) each time.
 */
async function badgesAfter(
  edition: 'study' | 'pro',
  createdAt: string,
  logins: string[],
  timeZone?: string,
): Promise<string[]> {
  let clock = new Date(createdAt);
  const t = await createTestApp(test, { env: { EDITION: edition }, now: () => clock });
  const email = uniqueEmail();
  licence += 1;
  const user = {
    email,
    confirm_email: email,
    password: 'LongEnough1',
    password_confirmation: 'LongEnough1',
    first_name: 'Lee',
    surname: 'Ray',
    licence_key: String(1_000_000_000 + licence),
    university: 'Northfield University',
  };
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign_up',
    payload: { sign_up_type: 'dsa_licence', user, time_zone: timeZone },
  });
  expect(signUp.statusCode).toBe(201);
  let badges: { name: string }[] = signUp.json().user.badges;
  for (const login of logins) {
    clock = new Date(login);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign_in',
      payload: { email, password: 'LongEnough1', time_zone: timeZone },
    });
    expect(response.statusCode).toBe(200);
    badges = response.json().user.badges;
  }
  await t.app.close();
  return badges.map((badge) => badge.name);
}

describe('login badges through sign-up and sign-in', () => {
  it('awards NEWBIE at licence sign-up, then the streak on the next calendar day', async () => {
    expect(await badgesAfter('study', '2026-11-18T10:00:00Z', [])).toEqual(['NEWBIE']);
    expect(
      await badgesAfter('study', '2026-11-18T10:00:00Z', ['2026-11-18T18:00:00Z', '2026-11-19T08:00:00Z']),
    ).toEqual(['NEWBIE', 'LOGIN_STREAK_TWO']);
  });

  it('awards WEEKEND_WARRIOR in the study edition and LOGIN_LEGEND on the tenth Pro login, once each', async () => {
    expect(await badgesAfter('study', '2026-11-21T10:00:00Z', ['2026-11-21T11:00:00Z'])).toEqual([
      'NEWBIE',
      'WEEKEND_WARRIOR',
    ]);
    const nineMore = Array.from({ length: 10 }, (_, i) => `2026-11-18T1${i}:00:00Z`);
    expect(await badgesAfter('pro', '2026-11-18T09:00:00Z', nineMore)).toEqual(['NEWBIE', 'LOGIN_LEGEND']);
  });
});

describe('login badges in the learner’s time zone', () => {
  it('counts the streak in the zone the browser sends, and UK days without one', async () => {
    // 01:00 and 23:30 UTC on 18 November: one London day, but 17 and 18 November in New York.
    const logins = ['2026-11-18T23:30:00Z'];
    expect(await badgesAfter('study', '2026-11-18T01:00:00Z', logins)).toEqual(['NEWBIE']);
    expect(await badgesAfter('study', '2026-11-18T01:00:00Z', logins, 'America/New_York')).toEqual([
      'NEWBIE',
      'LOGIN_STREAK_TWO',
    ]);
  });

  it('knows the weekend by the learner’s midnight, and ignores a zone that is not one', async () => {
    // Friday 23:30 UTC is already Saturday in Paris.
    expect(await badgesAfter('study', '2026-11-20T23:30:00Z', [], 'Europe/Paris')).toEqual([
      'NEWBIE',
      'WEEKEND_WARRIOR',
    ]);
    expect(await badgesAfter('study', '2026-11-20T23:30:00Z', [], 'Mars/Olympus')).toEqual(['NEWBIE']);
  });
});
