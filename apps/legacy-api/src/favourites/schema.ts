import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns';
import { steps } from '../steps/schema';
import { userRef } from '../users/schema';

/** A step the learner marked as a favourite (FAV-4); at most one row per learner and step. */
export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: userRef(),
    stepId: integer('step_id')
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('favourites_user_id_step_id_key').on(table.userId, table.stepId),
    index('favourites_step_id_idx').on(table.stepId),
  ],
);
