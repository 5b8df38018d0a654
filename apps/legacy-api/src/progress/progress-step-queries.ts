import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { progressSteps } from './schema';

export type ProgressStepRow = typeof progressSteps.$inferSelect;

/**
 * The learner's record of a step, made on first sight: a note is attached to it (NOT-2), so every
 * step answer carries one. Two requests at once both end with the one row.
 */
export async function progressStepFor(db: Db, userId: number, stepId: number): Promise<ProgressStepRow> {
  await db.insert(progressSteps).values({ userId, stepId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(progressSteps)
    .where(and(eq(progressSteps.userId, userId), eq(progressSteps.stepId, stepId)));
  if (!row) throw new Error(`progress step of user ${userId}, step ${stepId} vanished`);
  return row;
}

/** `track_session=true`: the visit counts towards the module being started (the web's RESUME). */
export async function markVisited(db: Db, id: number, at: Date): Promise<void> {
  await db.update(progressSteps).set({ lastVisitedAt: at, updatedAt: at }).where(eq(progressSteps.id, id));
}

/**
 * Completes the step once: the first completion's time stays. Answers whether this call completed
 * it (false when it was done already), so badges are only weighed for a real change.
 */
export async function markCompleted(db: Db, id: number, at: Date): Promise<boolean> {
  const changed = await db
    .update(progressSteps)
    .set({ completed: true, completedAt: at, updatedAt: at })
    .where(and(eq(progressSteps.id, id), eq(progressSteps.completed, false)))
    .returning({ id: progressSteps.id });
  return changed.length > 0;
}

export async function saveVideoPosition(db: Db, id: number, seconds: number, at: Date): Promise<void> {
  await db
    .update(progressSteps)
    .set({ videoPositionSeconds: seconds, updatedAt: at })
    .where(eq(progressSteps.id, id));
}

export async function findProgressStep(
  db: Db,
  userId: number,
  id: number,
): Promise<ProgressStepRow | undefined> {
  const [row] = await db
    .select()
    .from(progressSteps)
    .where(and(eq(progressSteps.id, id), eq(progressSteps.userId, userId)));
  return row;
}

/** Which of these steps the learner has completed. */
export async function completedStepIds(
  db: Db,
  userId: number,
  stepIds: readonly number[],
): Promise<Set<number>> {
  if (stepIds.length === 0) return new Set();
  const rows = await db
    .select({ stepId: progressSteps.stepId })
    .from(progressSteps)
    .where(
      and(
        eq(progressSteps.userId, userId),
        eq(progressSteps.completed, true),
        inArray(progressSteps.stepId, [...stepIds]),
      ),
    );
  return new Set(rows.map((row) => row.stepId));
}
