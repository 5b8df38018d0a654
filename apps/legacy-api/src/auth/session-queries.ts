import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from './schema';

/** Sessions are keyed by the digest of their cookie token; these functions never see the token. */
export async function liveSessionUserId(db: Db, id: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  return row?.userId;
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSession(db: Db, id: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, id), lte(sessions.expiresAt, now)));
}

export async function deleteExpiredSessionsOf(db: Db, userId: number, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

export async function deleteSessionsOf(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
