import type { Db } from '../db/client';
import type { Edition } from '../env';
import type { LearnerProgress } from '../progress/learner-progress';
import {
  type ChapterRow,
  chaptersOf,
  editionFlows,
  type FlowRow,
  type ModuleRow,
  modulesOf,
} from './flow-queries';
import { chapterUrl, moduleUrl } from './flow-urls';

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

export function modulePayload(
  flow: FlowRow,
  module: ModuleRow,
  own: ChapterRow[],
  progress: LearnerProgress,
): LearningModulePayload {
  return {
    id: module.id,
    name: module.name,
    slug: module.slug,
    description: module.description,
    image: module.image,
    url: moduleUrl(flow.slug, module.slug),
    learning_module_progress: progress.modulePercent(module.id),
    learning_module_remaining_duration: progress.moduleRemainingSeconds(module.id),
    is_resume: progress.isResume(module.id),
    chapters: own.map((chapter) => ({
      id: chapter.id,
      name: chapter.name,
      slug: chapter.slug,
      url: chapterUrl(flow.slug, module.slug, chapter.slug),
      chapter_progress: progress.chapterPercent(chapter.id),
    })),
  };
}

/** GET /flows for one learner: the edition's flows, modules and chapters with that learner's progress. */
export async function flowsPayload(
  db: Db,
  edition: Edition,
  progress: LearnerProgress,
): Promise<FlowPayload[]> {
  const flowRows = await editionFlows(db, edition);
  const moduleRows = await modulesOf(
    db,
    flowRows.map((flow) => flow.id),
  );
  const chapterRows = await chaptersOf(
    db,
    moduleRows.map((module) => module.id),
  );
  return flowRows.map((flow) => ({
    id: flow.id,
    name: flow.name,
    slug: flow.slug,
    primary_color: flow.primaryColor,
    secondary_color: flow.secondaryColor,
    tab_color: flow.tabColor,
    learning_modules: moduleRows
      .filter((module) => module.flowId === flow.id)
      .map((module) =>
        modulePayload(
          flow,
          module,
          chapterRows.filter((chapter) => chapter.learningModuleId === module.id),
          progress,
        ),
      ),
  }));
}
