import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Edition } from '../env';
import { initialWellbeings, type SignUpType, userTypeFor } from './new-account-rules';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, normalisedEmail: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, normalisedEmail));
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  surname: string;
  university: string | null;
  edition: Edition;
  signUpType: SignUpType;
  confirmed: boolean;
  subscribedToUpdates: boolean;
  now: Date;
}

/** Inserts a user (terms accepted now) and returns its id; a taken email raises a unique violation. */
export async function createUser(db: Db, account: NewAccount): Promise<number> {
  const { now } = account;
  const [row] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      firstName: account.firstName.trim(),
      surname: account.surname.trim(),
      university: account.university?.trim() ?? null,
      userType: userTypeFor(account.edition),
      signUpType: account.signUpType,
      confirmedAt: account.confirmed ? now : null,
      wellbeings: initialWellbeings(account.edition, account.signUpType),
      subscribedToUpdates: account.subscribedToUpdates,
      tosAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

/** A seeded account exactly as given; undefined when the address exists already (theirs stands). */
export async function insertSeededUser(
  db: Db,
  values: Omit<typeof users.$inferInsert, 'id'>,
): Promise<number | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

/** Confirms the account unless it was confirmed meanwhile. */
export async function confirmUser(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.confirmedAt)));
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}

export async function markSoftwareSelected(db: Db, id: number, now: Date): Promise<void> {
  await db.update(users).set({ softwareSelected: true, updatedAt: now }).where(eq(users.id, id));
}

/** Row lock for the rest of the transaction: serialises changes that must not interleave per learner. */
export async function lockUser(db: Db, id: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** The zone the learner's browser reported at sign-in (docs/decisions.md, "Badge days"). */
export async function saveTimeZone(db: Db, userId: number, timeZone: string): Promise<void> {
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}

/** The accounts of these (normalised) addresses, those that exist. */
export function usersByEmails(db: Db, emails: readonly string[]): Promise<UserRow[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(inArray(users.email, [...emails]));
}

/** Deletes the accounts and, through their foreign keys, everything they own (sessions included). */
export async function deleteUsers(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(users).where(inArray(users.id, [...ids]));
}
