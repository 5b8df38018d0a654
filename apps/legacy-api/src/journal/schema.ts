import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../db/columns';
import { userRef } from '../users/schema';

/** Longest title and longest answer, in characters (JRN-6 sets none: docs/decisions.md). */
export const REFLECTION_TITLE_MAX = 200;
export const REFLECTION_ANSWER_MAX = 5000;

/** A journal reflection (DAT-10): a title and the five answers of the OBSERVE, REFLECT, ACT steps. */
export const reflections = pgTable(
  'reflections',
  {
    id: id(),
    userId: userRef(),
    title: text('title').notNull(),
    observe1: text('observe_1').notNull().default(''),
    observe2: text('observe_2').notNull().default(''),
    reflect1: text('reflect_1').notNull().default(''),
    reflect2: text('reflect_2').notNull().default(''),
    act: text('act').notNull().default(''),
    tag: text('tag'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('reflections_user_id_idx').on(table.userId),
    check(
      'reflections_title_length_check',
      sql`char_length(${table.title}) between 1 and ${sql.raw(String(REFLECTION_TITLE_MAX))}`,
    ),
  ],
);
