import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns';
import { userRef } from '../users/schema';

/** Longest support message, in characters (SUP-3 sets none: docs/decisions.md). */
export const SUPPORT_MESSAGE_MAX = 5000;

/** A learner's message to the support team (SUP-3, API-42), kept as sent. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    userId: userRef(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_messages_user_id_idx').on(table.userId),
    check(
      'support_messages_length_check',
      sql`char_length(${table.message}) between 1 and ${sql.raw(String(SUPPORT_MESSAGE_MAX))}`,
    ),
  ],
);
