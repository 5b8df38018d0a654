import type { Db } from '../db/client';

/** A chapter's estimated time: a module's remaining time counts down from its chapters'. */
export interface ChapterEstimate {
  id: number;
  durationSeconds: number;
}

/**
 * Where one learner stands in the edition's content. Every answer that shows progress (GET /flows,
 * GET /users/profile) reads it from here, so recording steps changes this module and no caller.
 */
export interface LearnerProgress {
  flowPercent(flowId: number): number;
  modulePercent(moduleId: number): number;
  chapterPercent(chapterId: number): number;
  /** Seconds still to work through in a module, from its chapters' estimates. */
  moduleRemainingSeconds(chapters: readonly ChapterEstimate[]): number;
  /** The module the learner left off in, which the web offers to resume. */
  isResume(moduleId: number): boolean;
}

/** Honest zeros: with no step done, nothing is started and every module takes its whole time. */
const NOTHING_STARTED: LearnerProgress = {
  flowPercent: () => 0,
  modulePercent: () => 0,
  chapterPercent: () => 0,
  moduleRemainingSeconds: (chapters) => chapters.reduce((sum, chapter) => sum + chapter.durationSeconds, 0),
  isResume: () => false,
};

/**
 * The learner's progress. Steps and their completion are not recorded yet (they arrive with the
 * learning core, which will read them here from `db`), so every learner is at the start.
 */
export function learnerProgress(_db: Db, _userId: number): Promise<LearnerProgress> {
  return Promise.resolve(NOTHING_STARTED);
}
