import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Edition } from '../env';
import { chapters, flows, learningModules } from './schema';

export type FlowRow = typeof flows.$inferSelect;
export type ModuleRow = typeof learningModules.$inferSelect;
export type ChapterRow = typeof chapters.$inferSelect;

/** The edition's flows in their seeded order. */
export const editionFlows = (db: Db, edition: Edition): Promise<FlowRow[]> =>
  db.select().from(flows).where(eq(flows.edition, edition)).orderBy(asc(flows.position));

/** The modules of these flows, each flow's in its order. */
export async function modulesOf(db: Db, flowIds: readonly number[]): Promise<ModuleRow[]> {
  if (flowIds.length === 0) return [];
  return db
    .select()
    .from(learningModules)
    .where(inArray(learningModules.flowId, [...flowIds]))
    .orderBy(asc(learningModules.position));
}

/** The chapters of these modules, each module's in its order. */
export async function chaptersOf(db: Db, moduleIds: readonly number[]): Promise<ChapterRow[]> {
  if (moduleIds.length === 0) return [];
  return db
    .select()
    .from(chapters)
    .where(inArray(chapters.learningModuleId, [...moduleIds]))
    .orderBy(asc(chapters.position));
}

/** The edition's module with this slug (unique per edition: the content check sees to it) and its flow. */
export async function findEditionModule(
  db: Db,
  edition: Edition,
  slug: string,
): Promise<{ module: ModuleRow; flow: FlowRow } | undefined> {
  const [row] = await db
    .select({ module: learningModules, flow: flows })
    .from(learningModules)
    .innerJoin(flows, eq(flows.id, learningModules.flowId))
    .where(and(eq(flows.edition, edition), eq(learningModules.slug, slug)));
  return row;
}
