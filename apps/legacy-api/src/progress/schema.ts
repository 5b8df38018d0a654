import { boolean, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../db/columns';
import { steps } from '../steps/schema';
import { userRef } from '../users/schema';

/**
 * One learner's record of one step: created the first time the step is opened (a note hangs on
 * it, NOT-2), visited when the web asks to track the visit, completed once (STP-10, STP-11).
 */
export const progressSteps = pgTable(
  'progress_steps',
  {
    id: id(),
    userId: userRef(),
    stepId: integer('step_id')
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    completedAt: at('completed_at'),
    /** Where a vid step's video was left, in whole seconds, so another device resumes there. */
    videoPositionSeconds: integer('video_position_seconds').notNull().default(0),
    lastVisitedAt: at('last_visited_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('progress_steps_user_id_step_id_key').on(table.userId, table.stepId),
    index('progress_steps_step_id_idx').on(table.stepId),
  ],
);
