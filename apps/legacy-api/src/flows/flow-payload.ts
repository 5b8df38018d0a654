import { asc, eq, inArray } from 'drizzle-orm';
import { chapterUrl, moduleUrl } from '../content/flow-content';
import type { Db } from '../db/client';
import { chapters, flows, learningModules } from '../db/schema';
import type { Edition } from '../env';

export interface ChapterPayload {
  id: number;
  name: string;
  slug: string;
  url: string;
  chapter_progress: number;
}

export interface LearningModulePayload {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  url: string;
  learning_module_progress: number;
  learning_module_remaining_duration: number;
  is_resume: boolean;
  chapters: ChapterPayload[];
}

export interface FlowPayload {
  id: number;
  name: string;
  slug: string;
  primary_color: string;
  secondary_color: string;
  tab_color: string;
  learning_modules: LearningModulePayload[];
}

/** The edition's flows in their seeded order. */
export const editionFlows = (db: Db, edition: Edition) =>
  db.select().from(flows).where(eq(flows.edition, edition)).orderBy(asc(flows.position));

/**
 * GET /flows for one learner. No step progress is recorded yet (steps and completion arrive with
 * the learning work), so every module and chapter is honestly at 0 %, nothing is resumable, and
 * the remaining time is the whole module's.
 */
export async function flowsPayload(db: Db, edition: Edition): Promise<FlowPayload[]> {
  const flowRows = await editionFlows(db, edition);
  if (flowRows.length === 0) return [];
  const moduleRows = await db
    .select()
    .from(learningModules)
    .where(
      inArray(
        learningModules.flowId,
        flowRows.map((flow) => flow.id),
      ),
    )
    .orderBy(asc(learningModules.position));
  const chapterRows =
    moduleRows.length === 0
      ? []
      : await db
          .select()
          .from(chapters)
          .where(
            inArray(
              chapters.learningModuleId,
              moduleRows.map((module) => module.id),
            ),
          )
          .orderBy(asc(chapters.position));

  return flowRows.map((flow) => ({
    id: flow.id,
    name: flow.name,
    slug: flow.slug,
    primary_color: flow.primaryColor,
    secondary_color: flow.secondaryColor,
    tab_color: flow.tabColor,
    learning_modules: moduleRows
      .filter((module) => module.flowId === flow.id)
      .map((module) => {
        const own = chapterRows.filter((chapter) => chapter.learningModuleId === module.id);
        return {
          id: module.id,
          name: module.name,
          slug: module.slug,
          description: module.description,
          image: module.image,
          url: moduleUrl(flow.slug, module.slug),
          learning_module_progress: 0,
          learning_module_remaining_duration: own.reduce((sum, chapter) => sum + chapter.durationSeconds, 0),
          is_resume: false,
          chapters: own.map((chapter) => ({
            id: chapter.id,
            name: chapter.name,
            slug: chapter.slug,
            url: chapterUrl(flow.slug, module.slug, chapter.slug),
            chapter_progress: 0,
          })),
        };
      }),
  }));
}
