import type { Db } from '../db/client';
import type { Edition } from '../env';
import { type ProgressRow, progressSummary } from './progress-summary-queries';

/**
 * Where one learner stands in the edition's content. Every answer that shows progress (GET /flows,
 * the module and step answers, GET /users/profile, the progress badges) reads it from here.
 */
export interface LearnerProgress {
  flowPercent(flowId: number): number;
  modulePercent(moduleId: number): number;
  chapterPercent(chapterId: number): number;
  /** Seconds still to work through in a module: its steps not completed yet. */
  moduleRemainingSeconds(moduleId: number): number;
  /** Started (a step opened with tracking, or completed) and not finished: the web's RESUME. */
  isResume(moduleId: number): boolean;
  /** Percent of every step of the edition. */
  editionPercent(): number;
  /** Flows of the edition with steps, every one completed. */
  completedFlows(): number;
  /** Flows of the edition with at least one step completed, and how many flows have steps at all. */
  triedFlows(): { tried: number; withSteps: number };
}

/** The learner's progress, counted by the database in one query (progress-summary-queries.ts). */
export async function learnerProgress(db: Db, userId: number, edition: Edition): Promise<LearnerProgress> {
  const rows = await progressSummary(db, userId, edition);
  const byLevel = (level: ProgressRow['level'], key: 'flowId' | 'moduleId' | 'chapterId') =>
    new Map(rows.filter((row) => row.level === level).map((row) => [row[key], row]));
  const chapters = byLevel('chapter', 'chapterId');
  const modules = byLevel('module', 'moduleId');
  const flows = byLevel('flow', 'flowId');
  const whole = rows.find((row) => row.level === 'edition');
  const flowRows = [...flows.values()].filter((row) => row.steps > 0);
  return {
    flowPercent: (id) => flows.get(id)?.percent ?? 0,
    modulePercent: (id) => modules.get(id)?.percent ?? 0,
    chapterPercent: (id) => chapters.get(id)?.percent ?? 0,
    moduleRemainingSeconds: (id) => modules.get(id)?.remainingSeconds ?? 0,
    isResume: (id) => {
      const module = modules.get(id);
      return module?.started === true && module.percent < 100;
    },
    editionPercent: () => whole?.percent ?? 0,
    completedFlows: () => flowRows.filter((row) => row.completed === row.steps).length,
    triedFlows: () => ({
      tried: flowRows.filter((row) => row.completed > 0).length,
      withSteps: flowRows.length,
    }),
  };
}
