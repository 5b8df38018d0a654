import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf } from '../db/columns';
import { userRef } from '../users/schema';

export const KNOWLEDGE_LEVELS = ['beginner', 'medior', 'expert'] as const;

const level = (name: string) => text(name, { enum: KNOWLEDGE_LEVELS });
const LEVEL_COLUMNS = [
  'as_technology_level',
  'essay_writing_level',
  'presentations_level',
  'lectures_level',
  'reading_level',
  'organisation_level',
  'revision_level',
] as const;

export const userInfos = pgTable(
  'user_infos',
  {
    id: id(),
    userId: userRef().unique(),
    courseStarted: integer('course_started'),
    courseEnds: integer('course_ends'),
    courseName: text('course_name'),
    asTechnologyLevel: level('as_technology_level'),
    essayWritingLevel: level('essay_writing_level'),
    presentationsLevel: level('presentations_level'),
    lecturesLevel: level('lectures_level'),
    readingLevel: level('reading_level'),
    organisationLevel: level('organisation_level'),
    revisionLevel: level('revision_level'),
    /** 1–5 per study area, keyed by snake_case area name (essay_writing, lectures, …). */
    studyPriorities: jsonb('study_priorities').$type<Record<string, number>>(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () =>
    LEVEL_COLUMNS.map((column) =>
      check(`user_infos_${column}_check`, sql`${sql.identifier(column)} in (${oneOf(KNOWLEDGE_LEVELS)})`),
    ),
);
