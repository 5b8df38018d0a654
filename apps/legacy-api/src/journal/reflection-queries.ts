import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ReflectionFields } from './reflection-rules';
import { reflections } from './schema';

export type ReflectionRow = typeof reflections.$inferSelect;

/** The learner's reflections, newest first. */
export const reflectionsOf = (db: Db, userId: number): Promise<ReflectionRow[]> =>
  db
    .select()
    .from(reflections)
    .where(eq(reflections.userId, userId))
    .orderBy(desc(reflections.createdAt), desc(reflections.id));

/** The learner's own reflections among these ids, newest first; others' ids are left out. */
export function reflectionsByIds(db: Db, userId: number, ids: readonly number[]): Promise<ReflectionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reflections)
    .where(and(eq(reflections.userId, userId), inArray(reflections.id, [...ids])))
    .orderBy(desc(reflections.createdAt), desc(reflections.id));
}

export async function insertReflection(
  db: Db,
  userId: number,
  fields: ReflectionFields,
  at: Date,
): Promise<ReflectionRow> {
  const [row] = await db
    .insert(reflections)
    .values({ userId, ...fields, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('reflection insert returned no row');
  return row;
}

export async function updateReflection(
  db: Db,
  userId: number,
  id: number,
  fields: ReflectionFields,
  at: Date,
): Promise<ReflectionRow | undefined> {
  const [row] = await db
    .update(reflections)
    .set({ ...fields, updatedAt: at })
    .where(and(eq(reflections.id, id), eq(reflections.userId, userId)))
    .returning();
  return row;
}

/** Deletes the learner's own reflections among these ids; answers how many went. */
export async function deleteReflections(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await db
    .delete(reflections)
    .where(and(eq(reflections.userId, userId), inArray(reflections.id, [...ids])))
    .returning({ id: reflections.id });
  return removed.length;
}

export async function reflectionCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reflections).where(eq(reflections.userId, userId));
  return row?.n ?? 0;
}
