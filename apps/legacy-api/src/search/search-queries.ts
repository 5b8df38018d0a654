import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Edition } from '../env';
import { chapters, flows, learningModules } from '../flows/schema';
import { steps } from '../steps/schema';

/** SRC-1: at most this many results of each kind. */
export const RESULTS_PER_GROUP = 10;

/**
 * Every word must match (AND), each as a prefix (`word:*`) both stemmed (`english`: "revising"
 * finds "revision") and as typed (`simple`: "revisi" finds "revision", whose stem is "revis"), to
 * mirror how the search documents index each text (db/search-vector.ts). The words are bound
 * parameters, never SQL.
 */
export function termsQuery(terms: readonly string[]): SQL {
  const parts = terms.map(
    (term) =>
      sql`(to_tsquery('english'::regconfig, ${`${term}:*`}) || to_tsquery('simple'::regconfig, ${`${term}:*`}))`,
  );
  return sql.join(parts, sql` && `);
}

const ranked = (vector: AnyPgColumn, query: SQL) => ({
  where: sql`${vector} @@ (${query})`,
  rank: sql`ts_rank(${vector}, ${query})`,
});

export interface SearchRow {
  id: number;
  name: string;
  flowName: string;
  flowSlug: string;
  moduleSlug: string;
}

const place = {
  flowName: flows.name,
  flowSlug: flows.slug,
  moduleSlug: learningModules.slug,
};

/** The edition's steps that match, best first, ties in reading order. */
export function searchSteps(
  db: Db,
  edition: Edition,
  query: SQL,
): Promise<(SearchRow & { chapterSlug: string; stepSlug: string })[]> {
  const { where, rank } = ranked(steps.searchVector, query);
  return db
    .select({ id: steps.id, name: steps.name, ...place, chapterSlug: chapters.slug, stepSlug: steps.slug })
    .from(steps)
    .innerJoin(chapters, eq(chapters.id, steps.chapterId))
    .innerJoin(learningModules, eq(learningModules.id, chapters.learningModuleId))
    .innerJoin(flows, eq(flows.id, learningModules.flowId))
    .where(and(eq(flows.edition, edition), where))
    .orderBy(
      desc(rank),
      asc(flows.position),
      asc(learningModules.position),
      asc(chapters.position),
      asc(steps.position),
    )
    .limit(RESULTS_PER_GROUP);
}

export function searchChapters(
  db: Db,
  edition: Edition,
  query: SQL,
): Promise<(SearchRow & { chapterSlug: string })[]> {
  const { where, rank } = ranked(chapters.searchVector, query);
  return db
    .select({ id: chapters.id, name: chapters.name, ...place, chapterSlug: chapters.slug })
    .from(chapters)
    .innerJoin(learningModules, eq(learningModules.id, chapters.learningModuleId))
    .innerJoin(flows, eq(flows.id, learningModules.flowId))
    .where(and(eq(flows.edition, edition), where))
    .orderBy(desc(rank), asc(flows.position), asc(learningModules.position), asc(chapters.position))
    .limit(RESULTS_PER_GROUP);
}

export function searchModules(db: Db, edition: Edition, query: SQL): Promise<SearchRow[]> {
  const { where, rank } = ranked(learningModules.searchVector, query);
  return db
    .select({ id: learningModules.id, name: learningModules.name, ...place })
    .from(learningModules)
    .innerJoin(flows, eq(flows.id, learningModules.flowId))
    .where(and(eq(flows.edition, edition), where))
    .orderBy(desc(rank), asc(flows.position), asc(learningModules.position))
    .limit(RESULTS_PER_GROUP);
}
