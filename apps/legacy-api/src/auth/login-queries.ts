import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { logins } from './schema';

export async function insertLogin(db: Db, userId: number, at: Date): Promise<void> {
  await db.insert(logins).values({ userId, at });
}

/** Every login of the user, oldest first. */
export async function loginTimes(db: Db, userId: number): Promise<Date[]> {
  const rows = await db
    .select({ at: logins.at })
    .from(logins)
    .where(eq(logins.userId, userId))
    .orderBy(asc(logins.at));
  return rows.map((row) => row.at);
}
