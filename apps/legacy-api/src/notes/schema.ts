import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../db/columns';
import { steps } from '../steps/schema';
import { userRef } from '../users/schema';

/** Longest note, in characters (NOT-2 trims; the limit is ours: docs/decisions.md). */
export const NOTE_MAX_LENGTH = 2000;

/** A learner's note on a step (NOT), optionally at a moment of its video. */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    userId: userRef(),
    stepId: integer('step_id')
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Whole seconds into the step's video, or null for a note on the step as a whole. */
    videoTime: integer('video_time'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('notes_user_id_idx').on(table.userId),
    index('notes_step_id_idx').on(table.stepId),
    check(
      'notes_content_length_check',
      sql`char_length(${table.content}) between 1 and ${sql.raw(String(NOTE_MAX_LENGTH))}`,
    ),
    check('notes_video_time_check', sql`${table.videoTime} is null or ${table.videoTime} >= 0`),
  ],
);
