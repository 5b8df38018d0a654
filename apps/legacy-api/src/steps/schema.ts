import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from '../db/columns';
import { GIN_WITHOUT_PENDING_LIST, searchDocument, tsvector } from '../db/search-vector';
import { chapters, EDITIONS } from '../flows/schema';

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
    /** SRC-1: matched through its GIN index only; too big (TOASTed) to read per row at search time. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        searchDocument([
          { column: 'name', weight: 'A' },
          { column: 'search_text', weight: 'B' },
        ]),
      ),
    /** SRC-1: the name alone, small enough to rank every name match cheaply. */
    nameVector: tsvector('name_vector')
      .notNull()
      .generatedAlwaysAs(searchDocument([{ column: 'name', weight: 'A' }])),
    /**
     * The flow's edition and the step's place in that edition's reading order (flow, module,
     * chapter, step positions), copied here by upsertSteps so search can walk the steps in reading
     * order on one index and stop at the tenth match instead of joining and sorting every match.
     */
    edition: text('edition', { enum: EDITIONS }).notNull(),
    readingOrder: integer('reading_order').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('steps_chapter_id_slug_key').on(table.chapterId, table.slug),
    index('steps_search_vector_idx').using('gin', table.searchVector).with(GIN_WITHOUT_PENDING_LIST),
    index('steps_name_vector_idx').using('gin', table.nameVector).with(GIN_WITHOUT_PENDING_LIST),
    index('steps_edition_reading_order_idx').on(table.edition, table.readingOrder),
    check('steps_edition_check', sql`${table.edition} in (${oneOf(EDITIONS)})`),
    check('steps_page_type_check', sql`${table.pageType} in (${oneOf(PAGE_TYPES)})`),
    check('steps_duration_seconds_check', sql`${table.durationSeconds} >= 0`),
  ],
);
