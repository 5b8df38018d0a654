import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userBadges } from './schema';

export type BadgeRow = typeof userBadges.$inferSelect;

/** The learner's badges in the order they were earned. */
export const badgesOf = (db: Db, userId: number): Promise<BadgeRow[]> =>
  db
    .select()
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.createdAt), asc(userBadges.id));

export async function badgeNamesOf(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: userBadges.name })
    .from(userBadges)
    .where(eq(userBadges.userId, userId));
  return new Set(rows.map((row) => row.name));
}

export async function saveBadges(db: Db, userId: number, names: readonly string[], at: Date): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(userBadges)
    .values(names.map((name) => ({ userId, name, createdAt: at })))
    // Two simultaneous events may both decide to award; the unique index keeps one.
    .onConflictDoNothing();
}
