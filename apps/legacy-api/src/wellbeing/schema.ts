import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns';
import { userRef } from '../users/schema';

/** A learner's request for the Calm gift (WEL-4, API-43): one per learner, however often sent. */
export const calmRequests = pgTable(
  'calm_requests',
  {
    id: id(),
    userId: userRef(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calm_requests_user_id_key').on(table.userId)],
);
