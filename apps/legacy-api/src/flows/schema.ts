import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from '../db/columns';
import { GIN_WITHOUT_PENDING_LIST, searchDocument, tsvector } from '../db/search-vector';

export const EDITIONS = ['study', 'pro'] as const;

/** A study flow (study edition) or learning path (Pro edition); GET /flows answers the edition's. */
export const flows = pgTable(
  'flows',
  {
    id: id(),
    edition: text('edition', { enum: EDITIONS }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    tabColor: text('tab_color').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('flows_edition_slug_key').on(table.edition, table.slug),
    check('flows_edition_check', sql`${table.edition} in (${oneOf(EDITIONS)})`),
  ],
);

export const learningModules = pgTable(
  'learning_modules',
  {
    id: id(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    position: integer('position').notNull(),
    /** SRC-1: modules are found by their name first, then their description. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        searchDocument([
          { column: 'name', weight: 'A' },
          { column: 'description', weight: 'B' },
        ]),
      ),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('learning_modules_flow_id_slug_key').on(table.flowId, table.slug),
    index('learning_modules_search_vector_idx')
      .using('gin', table.searchVector)
      .with(GIN_WITHOUT_PENDING_LIST),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    learningModuleId: integer('learning_module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** Estimated time to work through the chapter; a module's remaining time is the sum of its chapters'. */
    durationSeconds: integer('duration_seconds').notNull(),
    /** SRC-1: chapters are found by their name. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(searchDocument([{ column: 'name', weight: 'A' }])),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chapters_learning_module_id_slug_key').on(table.learningModuleId, table.slug),
    index('chapters_search_vector_idx').using('gin', table.searchVector).with(GIN_WITHOUT_PENDING_LIST),
    check('chapters_duration_seconds_check', sql`${table.durationSeconds} >= 0`),
  ],
);
