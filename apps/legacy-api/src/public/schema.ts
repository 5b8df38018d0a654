import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns';

/** Longest contact message, in characters after trimming (ours: docs/decisions.md). */
export const GUEST_MESSAGE_MAX_LENGTH = 5000;

/** A visitor's 'Let's connect' message from the landing page (PUB-6, API-44). */
export const guestMessages = pgTable(
  'guest_messages',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'guest_messages_message_length_check',
      sql`char_length(${table.message}) between 1 and ${sql.raw(String(GUEST_MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);
