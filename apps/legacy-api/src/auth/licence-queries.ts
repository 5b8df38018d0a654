import { and, eq, isNull } from 'drizzle-orm';
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
