import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { logins, userBadges } from '../db/schema';
import type { Edition } from '../env';
import { type LoginBadge, loginBadgesToAward } from './login-badge-rules';

/** Records a login (sign-in or licence sign-up) and awards the login badges it earns. */
export async function recordLogin(
  db: Db,
  userId: number,
  edition: Edition,
  now: Date,
): Promise<LoginBadge[]> {
  return db.transaction(async (tx) => {
    await tx.insert(logins).values({ userId, at: now });
    const history = await tx
      .select({ at: logins.at })
      .from(logins)
      .where(eq(logins.userId, userId))
      .orderBy(asc(logins.at));
    const earned = await tx
      .select({ name: userBadges.name })
      .from(userBadges)
      .where(eq(userBadges.userId, userId));
    const awarded = loginBadgesToAward({
      edition,
      logins: history.map((row) => row.at),
      now,
      earned: new Set(earned.map((row) => row.name)),
    });
    if (awarded.length > 0) {
      await tx
        .insert(userBadges)
        .values(awarded.map((name) => ({ userId, name, createdAt: now })))
        // Two simultaneous sign-ins may both decide to award; the unique index keeps one.
        .onConflictDoNothing();
    }
    return awarded;
  });
}
