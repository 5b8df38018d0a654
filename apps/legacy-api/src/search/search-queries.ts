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

type StepHit = SearchRow & { chapterSlug: string; stepSlug: string };

/**
 * At most `limit` of the edition's steps that meet `where`, best `rank` first, ties in reading order.
 * They are chosen on the steps table alone, so a word most lessons use costs a short walk of the
 * reading-order index instead of joining and sorting every step it matches; only the chosen few
 * are joined to their chapter, module and flow.
 */
function stepHits(
  db: Db,
  edition: Edition,
  { where, rank, limit }: { where: SQL; rank: SQL; limit: number },
): Promise<StepHit[]> {
  const chosen = db
    .select({
      id: steps.id,
      name: steps.name,
      stepSlug: steps.slug,
      chapterId: steps.chapterId,
      readingOrder: steps.readingOrder,
      rank: sql<number>`${rank}`.as('rank'),
    })
    .from(steps)
    .where(and(eq(steps.edition, edition), where))
    .orderBy(desc(rank), asc(steps.readingOrder))
    .limit(limit)
    .as('chosen');
  return db
    .select({
      id: chosen.id,
      name: chosen.name,
      ...place,
      chapterSlug: chapters.slug,
      stepSlug: chosen.stepSlug,
    })
    .from(chosen)
    .innerJoin(chapters, eq(chapters.id, chosen.chapterId))
    .innerJoin(learningModules, eq(learningModules.id, chapters.learningModuleId))
    .innerJoin(flows, eq(flows.id, learningModules.flowId))
    .orderBy(desc(chosen.rank), asc(chosen.readingOrder));
}

/**
 * The edition's steps that match: first those whose name holds every word, best `ts_rank` of the
 * (small) name document first; then those that match through their text, in reading order (flow,
 * module, chapter, step). The text's document is large and stored out of line, so it is only ever
 * matched, mostly through its GIN index, and never read to rank it.
 */
export async function searchSteps(db: Db, edition: Edition, query: SQL): Promise<StepHit[]> {
  const named = await stepHits(db, edition, {
    where: sql`${steps.nameVector} @@ (${query})`,
    rank: sql`ts_rank(${steps.nameVector}, ${query})`,
    limit: RESULTS_PER_GROUP,
  });
  if (named.length === RESULTS_PER_GROUP) return named;
  const inText = await stepHits(db, edition, {
    where: sql`${steps.searchVector} @@ (${query}) and not (${steps.nameVector} @@ (${query}))`,
    rank: sql`0::real`,
    limit: RESULTS_PER_GROUP - named.length,
  });
  return [...named, ...inText];
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
