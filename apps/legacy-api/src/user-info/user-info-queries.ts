import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userInfos } from './schema';

export type UserInfoRow = typeof userInfos.$inferSelect;
export type UserInfoValues = Omit<typeof userInfos.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function userInfoOf(db: Db, userId: number): Promise<UserInfoRow | undefined> {
  const [info] = await db.select().from(userInfos).where(eq(userInfos.userId, userId));
  return info;
}

/** One per learner: a second insert for the same user raises a unique violation. */
export async function insertUserInfo(
  db: Db,
  userId: number,
  values: UserInfoValues,
  at: Date,
): Promise<UserInfoRow> {
  const [row] = await db
    .insert(userInfos)
    .values({ ...values, userId, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('user_info insert returned no row');
  return row;
}
