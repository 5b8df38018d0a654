import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from '../db/columns';
import { searchDocument, tsvector } from '../db/search-vector';
import { chapters } from '../flows/schema';

/** STP-2 page types. */
export const PAGE_TYPES = ['text', 'vid', 'app', 'star'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** What an `app` step asks the learner to do with their software (content/README.md, "Steps"). */
export interface StepApp {
  feature: string;
  name: string;
  description: string;
}

/**
 * One step of a chapter, as the seed renders it from content/<edition>/steps/…/<chapter>.yaml:
 * Markdown already turned into HTML, media paths by the naming convention of vid steps.
 */
export const steps = pgTable(
  'steps',
  {
    id: id(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    pageType: text('page_type', { enum: PAGE_TYPES }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** HTML. */
    content: text('content').notNull(),
    /** HTML behind READ MORE. */
    extraContent: text('extra_content'),
    tip: text('tip'),
    /** A vid step's narration: its subtitles and transcript say the same words. */
    videoText: text('video_text'),
    video: text('video'),
    subtitle: text('subtitle'),
    segments: text('segments'),
    thumbnail: text('thumbnail'),
    transcript: text('transcript'),
    app: jsonb('app').$type<StepApp>(),
    sources: text('sources').array().notNull().default(sql`'{}'::text[]`),
    /** Plain text of everything the learner reads or hears, for search. */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        searchDocument([
          { column: 'name', weight: 'A' },
          { column: 'search_text', weight: 'B' },
        ]),
      ),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('steps_chapter_id_slug_key').on(table.chapterId, table.slug),
    index('steps_search_vector_idx').using('gin', table.searchVector),
    check('steps_page_type_check', sql`${table.pageType} in (${oneOf(PAGE_TYPES)})`),
    check('steps_duration_seconds_check', sql`${table.durationSeconds} >= 0`),
  ],
);
