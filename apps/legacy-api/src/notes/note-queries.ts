import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notes } from './schema';

export type NoteRow = typeof notes.$inferSelect;

/** The learner's notes, newest first. */
export const notesOf = (db: Db, userId: number): Promise<NoteRow[]> =>
  db.select().from(notes).where(eq(notes.userId, userId)).orderBy(desc(notes.createdAt), desc(notes.id));

/** The learner's own note, or undefined for an unknown id or someone else's. */
export async function findNote(db: Db, userId: number, id: number): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)));
  return row;
}

export async function insertNote(
  db: Db,
  values: { userId: number; stepId: number; content: string; videoTime: number | null; at: Date },
): Promise<NoteRow> {
  const [row] = await db
    .insert(notes)
    .values({
      userId: values.userId,
      stepId: values.stepId,
      content: values.content,
      videoTime: values.videoTime,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  if (!row) throw new Error('note insert returned no row');
  return row;
}

export async function updateNote(db: Db, userId: number, id: number, content: string, at: Date) {
  const [row] = await db
    .update(notes)
    .set({ content, updatedAt: at })
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .returning();
  return row;
}

/** Answers whether the learner had such a note. */
export async function deleteNote(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(notes)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .returning({ id: notes.id });
  return removed.length > 0;
}

export async function noteCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notes).where(eq(notes.userId, userId));
  return row?.n ?? 0;
}

/** Which of these steps carry a note of the learner's (the sidebar's note icon, STP-3). */
export async function stepIdsWithNotes(
  db: Db,
  userId: number,
  stepIds: readonly number[],
): Promise<Set<number>> {
  if (stepIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ stepId: notes.stepId })
    .from(notes)
    .where(and(eq(notes.userId, userId), inArray(notes.stepId, [...stepIds])));
  return new Set(rows.map((row) => row.stepId));
}
