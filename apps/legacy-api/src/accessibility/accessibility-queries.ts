import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessibilitySettings } from './schema';

export type AccessibilitySettingRow = typeof accessibilitySettings.$inferSelect;
export type SettingChanges = Partial<Omit<typeof accessibilitySettings.$inferInsert, 'userId' | 'updatedAt'>>;

export async function settingOf(db: Db, userId: number): Promise<AccessibilitySettingRow | undefined> {
  const [setting] = await db
    .select()
    .from(accessibilitySettings)
    .where(eq(accessibilitySettings.userId, userId));
  return setting;
}

/** Created on first use; afterwards only the changed fields are written. */
export async function upsertSetting(
  db: Db,
  userId: number,
  changes: SettingChanges,
  at: Date,
): Promise<AccessibilitySettingRow> {
  const [row] = await db
    .insert(accessibilitySettings)
    .values({ ...changes, userId, updatedAt: at })
    .onConflictDoUpdate({
      target: accessibilitySettings.userId,
      set: { ...changes, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error('accessibility setting upsert returned no row');
  return row;
}
