import type { Db } from '../db/client';
import type { LearnerProgress } from '../progress/learner-progress';
import { moduleSteps } from '../steps/step-queries';
import { type StepSummaryPayload, stepSummaries } from '../steps/step-summary';
import { type ChapterPayload, type LearningModulePayload, modulePayload } from './flow-payload';
import { chaptersOf, type FlowRow, type ModuleRow } from './flow-queries';

/** API-20: a module as GET /flows shows it, plus its flow's colours and every chapter's steps. */
export interface LearningModuleDetailPayload extends Omit<LearningModulePayload, 'chapters'> {
  flow: { name: string; slug: string; primary_color: string; secondary_color: string; tab_color: string };
  chapters: (ChapterPayload & { steps: StepSummaryPayload[] })[];
}

export async function learningModulePayload(
  db: Db,
  userId: number,
  { module, flow }: { module: ModuleRow; flow: FlowRow },
  progress: LearnerProgress,
): Promise<LearningModuleDetailPayload> {
  const summary = modulePayload(flow, module, await chaptersOf(db, [module.id]), progress);
  const placed = await moduleSteps(db, module.id);
  const summaries = await stepSummaries(db, userId, placed);
  return {
    ...summary,
    flow: {
      name: flow.name,
      slug: flow.slug,
      primary_color: flow.primaryColor,
      secondary_color: flow.secondaryColor,
      tab_color: flow.tabColor,
    },
    chapters: summary.chapters.map((chapter) => ({
      ...chapter,
      steps: summaries.filter((_, index) => placed[index]?.chapter.id === chapter.id),
    })),
  };
}
