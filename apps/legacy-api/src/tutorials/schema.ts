import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from '../db/columns';
import { softwares } from '../software/schema';

/** Essentials steps have no `app` (content/README.md): they are the software's own basics. */
export const ESSENTIAL_PAGE_TYPES = ['text', 'vid', 'star'] as const;

/** One step of a product's Essentials tutorial (FAV-7), from content/shared/tutorials/<slug>.yaml. */
export const tutorialSteps = pgTable(
  'tutorial_steps',
  {
    id: id(),
    softwareId: integer('software_id')
      .notNull()
      .references(() => softwares.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    pageType: text('page_type', { enum: ESSENTIAL_PAGE_TYPES }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    content: text('content').notNull(),
    extraContent: text('extra_content'),
    tip: text('tip'),
    videoText: text('video_text'),
    video: text('video'),
    subtitle: text('subtitle'),
    segments: text('segments'),
    thumbnail: text('thumbnail'),
    transcript: text('transcript'),
    sources: text('sources').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tutorial_steps_software_id_slug_key').on(table.softwareId, table.slug),
    check('tutorial_steps_page_type_check', sql`${table.pageType} in (${oneOf(ESSENTIAL_PAGE_TYPES)})`),
    check('tutorial_steps_duration_seconds_check', sql`${table.durationSeconds} >= 0`),
  ],
);

/**
 * How one product does one assistive-technology feature (content/shared/at-features.yaml), as HTML:
 * an app step's how-to for the learner's software, and which strategies a product's tutorial holds.
 */
export const softwareFeatures = pgTable(
  'software_features',
  {
    softwareId: integer('software_id')
      .notNull()
      .references(() => softwares.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    howTo: text('how_to').notNull(),
  },
  (table) => [primaryKey({ columns: [table.softwareId, table.feature] })],
);
