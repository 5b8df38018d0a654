import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns';
import { userRef } from '../users/schema';

/** Limits of the Productivity Planner (TLS-13, ours: docs/decisions.md). */
export const PLANNER_LIMITS = { titleMax: 80, blocksMax: 100 } as const;

/**
 * A study block of the learner's weekly plan (TLS-13): a repeating week, so a block has a weekday
 * (0 Monday … 6 Sunday) and wall-clock minutes, not a date.
 */
export const studyPlanBlocks = pgTable(
  'study_plan_blocks',
  {
    id: id(),
    userId: userRef(),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('study_plan_blocks_user_id_idx').on(table.userId),
    check('study_plan_blocks_weekday_check', sql`${table.weekday} between 0 and 6`),
    check(
      'study_plan_blocks_minutes_check',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute}`,
    ),
    check(
      'study_plan_blocks_title_check',
      sql`char_length(${table.title}) between 1 and ${sql.raw(String(PLANNER_LIMITS.titleMax))}`,
    ),
  ],
);
