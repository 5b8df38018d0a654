import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { confirmationTokens, resetPasswordTokens } from './schema';
import { digest, newToken } from './tokens';

const TABLES = { confirmation: confirmationTokens, reset: resetPasswordTokens } as const;

/** Which mailed link: confirming an address, or resetting a password. */
export type MailTokenKind = keyof typeof TABLES;
export type MailTokenRow = typeof confirmationTokens.$inferSelect;

/** Creates a single-use mailed token and returns it in clear; only its digest is stored. */
export async function issueToken(
  db: Db,
  kind: MailTokenKind,
  userId: number,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(TABLES[kind]).values({
    userId,
    digest: digest(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

export async function findToken(
  db: Db,
  kind: MailTokenKind,
  token: string,
): Promise<MailTokenRow | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(eq(table.digest, digest(token)));
  return row;
}

/** Consumes one token; false when another request consumed it first. */
export async function consumeToken(db: Db, kind: MailTokenKind, id: number, now: Date): Promise<boolean> {
  const table = TABLES[kind];
  const used = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
  return used.length === 1;
}

/** Retires the user's outstanding tokens, so only the newest reset link works. */
export async function dropUnusedTokens(db: Db, kind: MailTokenKind, userId: number): Promise<void> {
  const table = TABLES[kind];
  await db.delete(table).where(and(eq(table.userId, userId), isNull(table.usedAt)));
}
