import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { institutions, users } from '../db/schema';
import type { Edition } from '../env';

export type UserRow = typeof users.$inferSelect;
export type SignUpType = UserRow['signUpType'];

export async function findUserByEmail(db: Db, normalisedEmail: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, normalisedEmail));
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The institution whose domain the address belongs to, subdomains included (e.g. student.uni.example). */
export async function institutionForEmail(db: Db, normalisedEmail: string) {
  const domain = normalisedEmail.slice(normalisedEmail.lastIndexOf('@') + 1);
  if (domain === '') return undefined;
  const labels = domain.split('.');
  const candidates = labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  if (candidates.length === 0) return undefined;
  const rows = await db.select().from(institutions).where(inArray(institutions.domain, candidates));
  // The most specific registered domain wins.
  return rows.sort((a, b) => b.domain.length - a.domain.length)[0];
}

/** A Pro-edition upstream creates professionals; the study edition creates students. */
export const userTypeFor = (edition: Edition): UserRow['userType'] =>
  edition === 'pro' ? 'professional' : 'student';

const STUDY_WELLBEINGS = ['student_minds', 'desk_stretches_for_students', 'support_contacts'];

/**
 * Wellbeing cards a new account sees: none in the Pro edition; in the study edition the three
 * general ones, plus the Calm gift for allowance-funded (licence) students only (seed 001 §1).
 */
export function initialWellbeings(edition: Edition, signUpType: SignUpType): string[] {
  if (edition === 'pro') return [];
  return signUpType === 'dsa_licence' ? ['calm', ...STUDY_WELLBEINGS] : [...STUDY_WELLBEINGS];
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
