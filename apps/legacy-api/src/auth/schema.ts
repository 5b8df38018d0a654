import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../db/columns';
import { userRef, users } from '../users/schema';

/** `id` is the SHA-256 of the cookie token, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** One row per successful sign-in (or licence sign-up); the login badge rules read it. */
export const logins = pgTable(
  'logins',
  {
    id: id(),
    userId: userRef(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('logins_user_id_at_idx').on(table.userId, table.at)],
);

export const licenceKeys = pgTable('licence_keys', {
  id: id(),
  key: text('key').notNull().unique(),
  usedByUserId: integer('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

export const institutions = pgTable(
  'institutions',
  {
    id: id(),
    name: text('name').notNull(),
    domain: text('domain').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [check('institutions_domain_lowercase', sql`${table.domain} = lower(${table.domain})`)],
);

/** Shared shape of single-use mailed tokens; only the SHA-256 digest is stored. */
const tokenColumns = () => ({
  id: id(),
  userId: userRef(),
  digest: text('digest').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

export const confirmationTokens = pgTable('confirmation_tokens', tokenColumns(), (table) => [
  index('confirmation_tokens_user_id_idx').on(table.userId),
]);

export const resetPasswordTokens = pgTable('reset_password_tokens', tokenColumns(), (table) => [
  index('reset_password_tokens_user_id_idx').on(table.userId),
]);
