import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AvatarUrls } from './avatar-files';
import { avatars } from './schema';

export type AvatarRow = typeof avatars.$inferSelect;

export async function avatarOf(db: Db, userId: number): Promise<AvatarRow | undefined> {
  const [avatar] = await db.select().from(avatars).where(eq(avatars.userId, userId));
  return avatar;
}

/** The avatars of these learners (their files are to go when the accounts go). */
export function avatarsOfUsers(db: Db, userIds: readonly number[]): Promise<AvatarRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(avatars)
    .where(inArray(avatars.userId, [...userIds]));
}

/**
 * Deletes the learner's avatar rows and inserts the new one; the caller holds the learner's row
 * lock, so exactly one avatar survives two uploads at once. Answers the rows it replaced.
 */
export async function replaceAvatar(
  db: Db,
  userId: number,
  urls: AvatarUrls,
  at: Date,
): Promise<{ replaced: AvatarRow[]; row: AvatarRow }> {
  const replaced = await db.delete(avatars).where(eq(avatars.userId, userId)).returning();
  const [row] = await db
    .insert(avatars)
    .values({ userId, large: urls.large, medium: urls.medium, createdAt: at })
    .returning();
  if (!row) throw new Error('avatar insert returned no row');
  return { replaced, row };
}

/** Only the owner's avatar is deleted; undefined when there is no such avatar of theirs. */
export async function deleteAvatar(db: Db, id: number, userId: number): Promise<AvatarRow | undefined> {
  const [removed] = await db
    .delete(avatars)
    .where(and(eq(avatars.id, id), eq(avatars.userId, userId)))
    .returning();
  return removed;
}
