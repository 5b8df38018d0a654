import { awardBadges } from '../badges/award-badges';
import type { Db } from '../db/client';
import type { Edition } from '../env';
import { insertLogin } from './login-queries';

/**
 * Counts a login (sign-in or licence sign-up) and awards the login badges it earns, in one
 * transaction so the history the rules read includes this login.
 */
export async function recordLogin(db: Db, userId: number, edition: Edition, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await insertLogin(tx, userId, now);
    await awardBadges(tx, { kind: 'login', userId, edition, at: now });
  });
}
