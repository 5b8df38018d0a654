import { awardBadges } from '../badges/award-badges';
import type { Db } from '../db/client';
import type { Edition } from '../env';
import { isTimeZone } from '../users/time-zone';
import { saveTimeZone } from '../users/user-queries';
import { insertLogin } from './login-queries';

/**
 * Counts a login (sign-in or licence sign-up) and awards the login badges it earns, in one
 * transaction so the history the rules read includes this login. A time zone the browser sent
 * (`time_zone`) becomes the learner's, so streak and weekend days are theirs; one this runtime does
 * not know is ignored, since it is a hint, never a reason to refuse a sign-in.
 */
export async function recordLogin(
  db: Db,
  userId: number,
  edition: Edition,
  now: Date,
  timeZone?: unknown,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (isTimeZone(timeZone)) await saveTimeZone(tx, userId, timeZone);
    await insertLogin(tx, userId, now);
    await awardBadges(tx, { kind: 'login', userId, edition, at: now });
  });
}
