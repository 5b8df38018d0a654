import type { LearningModuleSummary } from '@studyflow/contracts/flows';

/** DSH-6 / LIM-7: the remaining duration on a card is shown in minutes, rounded at 30 seconds. */
export const remainingMinutes = (seconds: number): number => Math.round(Math.max(0, seconds) / 60);

export type ModuleState = 'done' | 'resume' | 'fresh';

/** DSH-6: a finished module (100 %) carries a tick; one to pick up again (isResume, under 100) RESUME. */
export function moduleState(
  module: Pick<LearningModuleSummary, 'learningModuleProgress' | 'isResume'>,
): ModuleState {
  if (module.learningModuleProgress >= 100) return 'done';
  return module.isResume ? 'resume' : 'fresh';
}
