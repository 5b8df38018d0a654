import type { LearningModule } from '@studyflow/contracts/learning';

export interface ResumeTarget {
  chapterSlug: string;
  stepSlug: string;
}

/**
 * Where a module (or one of its chapters) picks up (DSH-6): its first step not yet done; when
 * every step is done, its first step, to go over it again. Null for a module with no steps.
 */
export function resumeTarget(module: LearningModule, chapterSlug: string | null = null): ResumeTarget | null {
  const chapters = module.chapters.filter((chapter) => chapterSlug === null || chapter.slug === chapterSlug);
  const steps = chapters.flatMap((chapter) => chapter.steps.map((step) => ({ chapter, step })));
  const pick = steps.find(({ step }) => !step.isCompleted) ?? steps[0];
  return pick ? { chapterSlug: pick.chapter.slug, stepSlug: pick.step.slug } : null;
}
