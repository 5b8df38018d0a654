import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { softwares, userSoftwares } from './schema';

export type SoftwareRow = typeof softwares.$inferSelect;

/** The whole catalogue, in id order. */
export const allSoftwares = (db: Db): Promise<SoftwareRow[]> =>
  db.select().from(softwares).orderBy(asc(softwares.id));

/** Which of these ids exist. */
export async function knownSoftwareIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: softwares.id })
    .from(softwares)
    .where(inArray(softwares.id, [...ids]));
  return rows.map((row) => row.id);
}

export async function softwareIdsBySlug(db: Db, slugs: readonly string[]): Promise<number[]> {
  const rows = await db
    .select({ id: softwares.id })
    .from(softwares)
    .where(inArray(softwares.slug, [...slugs]));
  return rows.map((row) => row.id);
}

/** The learner's chosen products, in catalogue order. */
export async function chosenSoftwares(db: Db, userId: number): Promise<SoftwareRow[]> {
  const rows = await db
    .select({ software: softwares })
    .from(userSoftwares)
    .innerJoin(softwares, eq(softwares.id, userSoftwares.softwareId))
    .where(eq(userSoftwares.userId, userId))
    .orderBy(asc(softwares.id));
  return rows.map((row) => row.software);
}

/** Adds products to the learner's selection; without `at` the database stamps the rows. */
export async function addToSelection(
  db: Db,
  userId: number,
  softwareIds: readonly number[],
  at?: Date,
): Promise<void> {
  await db
    .insert(userSoftwares)
    .values(softwareIds.map((softwareId) => ({ userId, softwareId, createdAt: at })));
}

/** What the learner ticked is exactly what they have: the selection is replaced as a whole. */
export async function replaceSelection(
  db: Db,
  userId: number,
  softwareIds: readonly number[],
  at: Date,
): Promise<void> {
  await db.delete(userSoftwares).where(eq(userSoftwares.userId, userId));
  await addToSelection(db, userId, softwareIds, at);
}

type CatalogueRow = Omit<typeof softwares.$inferInsert, 'id' | 'createdAt'>;

/** Upserted by slug, so catalogue edits (texts, groups, tiles) reach existing databases. */
export async function upsertCatalogue(db: Db, rows: readonly CatalogueRow[]): Promise<void> {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(softwares)
    .values([...rows])
    .onConflictDoUpdate({
      target: softwares.slug,
      set: {
        name: excluded('name'),
        image: excluded('image'),
        description: excluded('description'),
        groupName: excluded('group_name'),
        assistive: excluded('assistive'),
      },
    });
}

export async function findSoftwareBySlug(db: Db, slug: string): Promise<SoftwareRow | undefined> {
  const [row] = await db.select().from(softwares).where(eq(softwares.slug, slug));
  return row;
}
