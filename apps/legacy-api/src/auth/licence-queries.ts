import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { licenceKeys } from './schema';

export type LicenceRow = typeof licenceKeys.$inferSelect;

export async function findLicence(db: Db, key: string): Promise<LicenceRow | undefined> {
  const [licence] = await db.select().from(licenceKeys).where(eq(licenceKeys.key, key));
  return licence;
}

/** Claims the key only if still unused, so two simultaneous sign-ups cannot share one; false if lost. */
export async function claimLicence(db: Db, id: number, userId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(licenceKeys)
    .set({ usedByUserId: userId, usedAt: now })
    .where(and(eq(licenceKeys.id, id), isNull(licenceKeys.usedByUserId)))
    .returning({ id: licenceKeys.id });
  return claimed.length === 1;
}

/** Keys that exist already are left as they are, used or not. */
export async function insertLicenceKeys(db: Db, keys: readonly string[]): Promise<void> {
  await db
    .insert(licenceKeys)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

/** The keys among these that exist, used or not. */
export function licencesByKeys(db: Db, keys: readonly string[]): Promise<LicenceRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(licenceKeys)
    .where(inArray(licenceKeys.key, [...keys]));
}

/** Inserts the keys that do not exist yet; answers those it inserted. */
export async function addLicenceKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .insert(licenceKeys)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing()
    .returning({ key: licenceKeys.key });
  return rows.map((row) => row.key);
}

/** Deletes these keys where no one has activated them; a used key keeps its record. Answers how many. */
export async function deleteUnusedLicenceKeys(db: Db, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const removed = await db
    .delete(licenceKeys)
    .where(
      and(inArray(licenceKeys.key, [...keys]), isNull(licenceKeys.usedByUserId), isNull(licenceKeys.usedAt)),
    )
    .returning({ id: licenceKeys.id });
  return removed.length;
}
