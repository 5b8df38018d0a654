import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { favourites } from './schema';

/** Which of these steps the learner has favourited. */
export async function favouriteStepIds(
  db: Db,
  userId: number,
  stepIds?: readonly number[],
): Promise<Set<number>> {
  if (stepIds !== undefined && stepIds.length === 0) return new Set();
  const rows = await db
    .select({ stepId: favourites.stepId })
    .from(favourites)
    .where(
      and(
        eq(favourites.userId, userId),
        stepIds === undefined ? undefined : inArray(favourites.stepId, [...stepIds]),
      ),
    )
    .orderBy(asc(favourites.id));
  return new Set(rows.map((row) => row.stepId));
}

/**
 * Favourites the step when it is not, unfavourites it when it is (FAV-4); answers the new state.
 * A second toggle racing this one finds the row (or its absence) and settles the other way.
 */
export async function toggleFavourite(db: Db, userId: number, stepId: number, at: Date): Promise<boolean> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.stepId, stepId)))
    .returning({ id: favourites.id });
  if (removed.length > 0) return false;
  await db.insert(favourites).values({ userId, stepId, createdAt: at }).onConflictDoNothing();
  return true;
}

export async function favouriteCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
  return row?.n ?? 0;
}
