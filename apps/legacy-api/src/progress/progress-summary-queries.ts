import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Edition } from '../env';
import { chapters, flows, learningModules } from '../flows/schema';
import { steps } from '../steps/schema';
import { progressSteps } from './schema';

/** One level of the edition's content: a chapter, a module, a flow, or the whole edition. */
export interface ProgressRow {
  level: 'chapter' | 'module' | 'flow' | 'edition';
  flowId: number | null;
  moduleId: number | null;
  chapterId: number | null;
  steps: number;
  completed: number;
  /** Whole percent of the steps completed, rounded down: 100 only when every step is done. */
  percent: number;
  /** Seconds of the steps not completed yet; a chapter without steps counts its estimate. */
  remainingSeconds: number;
  /** A step was opened with tracking or completed. */
  started: boolean;
}

const LEVELS = ['chapter', 'module', 'flow', 'edition'] as const;

/**
 * The learner's progress at every level of the edition, counted by PostgreSQL in one statement:
 * per chapter first, then rolled up with GROUPING SETS, so a module's percent is of its steps (not
 * an average of its chapters').
 */
export async function progressSummary(db: Db, userId: number, edition: Edition): Promise<ProgressRow[]> {
  const perChapter = db.$with('per_chapter').as(
    db
      .select({
        flowId: sql<number>`${flows.id}`.as('flow_id'),
        moduleId: sql<number>`${learningModules.id}`.as('module_id'),
        chapterId: sql<number>`${chapters.id}`.as('chapter_id'),
        steps: sql<number>`count(${steps.id})`.as('steps'),
        completed: sql<number>`count(${steps.id}) filter (where ${progressSteps.completed})`.as('completed'),
        remaining: sql<number>`case when count(${steps.id}) = 0 then ${chapters.durationSeconds}
          else coalesce(sum(${steps.durationSeconds}) filter (where ${progressSteps.completed} is not true), 0) end`.as(
          'remaining',
        ),
        started:
          sql<boolean>`coalesce(bool_or(${progressSteps.completed} or ${progressSteps.lastVisitedAt} is not null), false)`.as(
            'started',
          ),
      })
      .from(chapters)
      .innerJoin(learningModules, eq(learningModules.id, chapters.learningModuleId))
      .innerJoin(flows, eq(flows.id, learningModules.flowId))
      .leftJoin(steps, eq(steps.chapterId, chapters.id))
      .leftJoin(progressSteps, and(eq(progressSteps.stepId, steps.id), eq(progressSteps.userId, userId)))
      .where(eq(flows.edition, edition))
      .groupBy(flows.id, learningModules.id, chapters.id),
  );
  const rows = await db
    .with(perChapter)
    .select({
      // GROUPING() is 0 for a column grouped on, 1 for one rolled up: 0 chapter, 1 module, 3 flow, 7 edition.
      grouping:
        sql<number>`grouping(${perChapter.flowId}, ${perChapter.moduleId}, ${perChapter.chapterId})`.mapWith(
          Number,
        ),
      flowId: perChapter.flowId,
      moduleId: perChapter.moduleId,
      chapterId: perChapter.chapterId,
      steps: sql<number>`sum(${perChapter.steps})::int`.mapWith(Number),
      completed: sql<number>`sum(${perChapter.completed})::int`.mapWith(Number),
      percent: sql<number>`case when sum(${perChapter.steps}) = 0 then 0
        else floor(100 * sum(${perChapter.completed}) / sum(${perChapter.steps}))::int end`.mapWith(Number),
      remainingSeconds: sql<number>`sum(${perChapter.remaining})::int`.mapWith(Number),
      started: sql<boolean>`bool_or(${perChapter.started})`,
    })
    .from(perChapter)
    .groupBy(
      sql`grouping sets ((${perChapter.flowId}, ${perChapter.moduleId}, ${perChapter.chapterId}), (${perChapter.flowId}, ${perChapter.moduleId}), (${perChapter.flowId}), ())`,
    );
  return rows.map(({ grouping, ...row }) => ({
    ...row,
    level: LEVELS[Math.log2(grouping + 1)] ?? 'edition',
    flowId: row.flowId === null ? null : Number(row.flowId),
    moduleId: row.moduleId === null ? null : Number(row.moduleId),
    chapterId: row.chapterId === null ? null : Number(row.chapterId),
    started: row.started === true,
  }));
}
