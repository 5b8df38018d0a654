import type { PlacedStep } from '../steps/step-queries';
import type { LearnerProgress } from './learner-progress';
import type { ProgressStepRow } from './progress-step-queries';

/** DAT-6: the learner's record of the step. */
export const progressStepPayload = (row: ProgressStepRow) => ({
  id: row.id,
  step_id: row.stepId,
  completed: row.completed,
});

/** DAT-6: what a step answer and a completion answer say about progress around the step. */
export function progressAround(progress: LearnerProgress, placed: PlacedStep, row: ProgressStepRow) {
  return {
    progress_step: progressStepPayload(row),
    learning_module_progress: { progress: progress.modulePercent(placed.module.id) },
    chapter_progress: { id: placed.chapter.id, progress: progress.chapterPercent(placed.chapter.id) },
  };
}
