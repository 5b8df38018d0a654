/**
 * The steps query as it was before the search was reworked for speed (ranked by `ts_rank` over each
 * match's whole search document, name and text, after joining every match to its place), kept here
 * only so `run.ts` can time it side by side with the current one on the same databases.
 */
// The bench has no drizzle-orm of its own (and adds no dependency): legacy-api's copy, the same
// instance its schema objects belong to.
import { and, asc, desc, eq, type SQL, sql } from '../../apps/legacy-api/node_modules/drizzle-orm/index.js';
import type { Db } from '../../apps/legacy-api/src/db/client';
import type { Edition } from '../../apps/legacy-api/src/env';
import { chapters, flows, learningModules } from '../../apps/legacy-api/src/flows/schema';
import { RESULTS_PER_GROUP } from '../../apps/legacy-api/src/search/search-queries';
import { steps } from '../../apps/legacy-api/src/steps/schema';

export function baselineSearchSteps(db: Db, edition: Edition, query: SQL) {
  return db
    .select({
      id: steps.id,
      name: steps.name,
      flowName: flows.name,
      flowSlug: flows.slug,
      moduleSlug: learningModules.slug,
      chapterSlug: chapters.slug,
      stepSlug: steps.slug,
    })
    .from(steps)
    .innerJoin(chapters, eq(chapters.id, steps.chapterId))
    .innerJoin(learningModules, eq(learningModules.id, chapters.learningModuleId))
    .innerJoin(flows, eq(flows.id, learningModules.flowId))
    .where(and(eq(flows.edition, edition), sql`${steps.searchVector} @@ (${query})`))
    .orderBy(
      desc(sql`ts_rank(${steps.searchVector}, ${query})`),
      asc(flows.position),
      asc(learningModules.position),
      asc(chapters.position),
      asc(steps.position),
    )
    .limit(RESULTS_PER_GROUP);
}
