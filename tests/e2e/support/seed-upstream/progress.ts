import { type FlowContent, type Located, type ModuleContent, type StepContent, stepUrl } from './content';
import { earnedBadges, type Learner, newId, type ProgressStep } from './store';

const done = (learner: Learner, step: StepContent) => learner.progress.get(step.id)?.completed === true;

/** Whole percents of the steps completed, rounded down. */
export function percent(learner: Learner, steps: StepContent[]): number {
  if (steps.length === 0) return 0;
  return Math.floor((steps.filter((step) => done(learner, step)).length / steps.length) * 100);
}

const moduleSteps = (module: ModuleContent) => module.chapters.flatMap((chapter) => chapter.steps);
export const flowSteps = (flow: FlowContent) => flow.modules.flatMap(moduleSteps);

/** DAT-4's learning module fields, with the learner's progress. */
export function moduleProgress(learner: Learner, module: ModuleContent) {
  const steps = moduleSteps(module);
  const progress = percent(learner, steps);
  const remaining = steps
    .filter((step) => !done(learner, step))
    .reduce((sum, step) => sum + step.duration, 0);
  const begun = learner.started.has(module.id) || steps.some((step) => done(learner, step));
  return {
    learning_module_progress: progress,
    learning_module_remaining_duration: remaining,
    is_resume: begun && progress < 100,
  };
}

/** The learner's record of a step (DAT-6), made on first sight. */
export function progressStep(learner: Learner, step: StepContent): ProgressStep {
  let record = learner.progress.get(step.id);
  if (!record) {
    record = { id: newId('progress'), stepId: step.id, completed: false };
    learner.progress.set(step.id, record);
  }
  return record;
}

const progressStepPayload = (record: ProgressStep) => ({
  id: record.id,
  step_id: record.stepId,
  completed: record.completed,
});

/** API-21 and API-23 share these: progress around the step. */
export const progressAround = (learner: Learner, { module, chapter, step }: Located) => ({
  progress_step: progressStepPayload(progressStep(learner, step)),
  chapter_progress: { id: chapter.id, progress: percent(learner, chapter.steps) },
  learning_module_progress: { progress: percent(learner, moduleSteps(module)) },
  user: { badges: earnedBadges() },
});

/** A step as the module sidebar and the favourites list show it. */
export const stepSummary = (learner: Learner, located: Located) => ({
  id: located.step.id,
  name: located.step.name,
  slug: located.step.slug,
  page_type: located.step.pageType,
  duration: located.step.duration,
  url: stepUrl(located),
  is_completed: learner.progress.get(located.step.id)?.completed === true,
  is_favourite: learner.favourites.has(located.step.id),
});
