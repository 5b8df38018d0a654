import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { confirmationTokens, resetPasswordTokens } from '../db/schema';
import { digest, newToken } from './tokens';

export type TokenTable = typeof confirmationTokens | typeof resetPasswordTokens;
export type TokenRow = typeof confirmationTokens.$inferSelect;

/** Creates a single-use mailed token and returns it in clear; only its digest is stored. */
export async function issueToken(
  db: Db,
  table: TokenTable,
  userId: number,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(table).values({
    userId,
    digest: digest(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

export async function findToken(db: Db, table: TokenTable, token: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(eq(table.digest, digest(token)));
  return row;
}

/** Consumes one token; false when another request consumed it first. */
export async function consumeToken(db: Db, table: TokenTable, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
  return used.length === 1;
}

/** Retires the user's outstanding tokens, so only the newest reset link works. */
export async function dropUnusedTokens(db: Db, table: TokenTable, userId: number): Promise<void> {
  await db.delete(table).where(and(eq(table.userId, userId), isNull(table.usedAt)));
}
