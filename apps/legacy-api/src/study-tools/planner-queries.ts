import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { studyPlanBlocks } from './schema';

export type PlanBlockRow = typeof studyPlanBlocks.$inferSelect;

/** The learner's week, Monday first, each day in time order. */
export const blocksOf = (db: Db, userId: number): Promise<PlanBlockRow[]> =>
  db
    .select()
    .from(studyPlanBlocks)
    .where(eq(studyPlanBlocks.userId, userId))
    .orderBy(asc(studyPlanBlocks.weekday), asc(studyPlanBlocks.startMinute), asc(studyPlanBlocks.id));

export async function blockCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(studyPlanBlocks)
    .where(eq(studyPlanBlocks.userId, userId));
  return row?.n ?? 0;
}

export async function insertBlock(
  db: Db,
  values: { userId: number; weekday: number; startMinute: number; endMinute: number; title: string },
): Promise<PlanBlockRow> {
  const [row] = await db.insert(studyPlanBlocks).values(values).returning();
  if (!row) throw new Error('plan block insert returned no row');
  return row;
}

/** Answers whether the learner had such a block. */
export async function deleteBlock(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(studyPlanBlocks)
    .where(and(eq(studyPlanBlocks.id, id), eq(studyPlanBlocks.userId, userId)))
    .returning({ id: studyPlanBlocks.id });
  return removed.length > 0;
}
