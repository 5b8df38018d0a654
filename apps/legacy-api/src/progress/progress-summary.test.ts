import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, flows, learningModules } from '../flows/schema';
import { steps } from '../steps/schema';
import { newLearner } from '../test/learners';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { learnerProgress } from './learner-progress';
import { markCompleted, markVisited, progressStepFor } from './progress-step-queries';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase({ content: 'fixture' });
});
afterAll(async () => {
  await test.close();
});

/** The id of a fixture step by its slug (slugs are unique across the fixture). */
async function stepId(slug: string): Promise<number> {
  const [row] = await test.database.db.select({ id: steps.id }).from(steps).where(eq(steps.slug, slug));
  if (!row) throw new Error(`no fixture step ${slug}`);
  return row.id;
}

async function ids() {
  const { db } = test.database;
  const [row] = await db
    .select({ flow: flows.id, module: learningModules.id, opening: chapters.id })
    .from(chapters)
    .innerJoin(learningModules, eq(learningModules.id, chapters.learningModuleId))
    .innerJoin(flows, eq(flows.id, learningModules.flowId))
    .where(and(eq(chapters.slug, 'opening'), eq(flows.edition, 'study')));
  if (!row) throw new Error('no opening chapter');
  return row;
}

async function complete(userId: number, ...slugs: string[]) {
  for (const slug of slugs) {
    const row = await progressStepFor(test.database.db, userId, await stepId(slug));
    await markCompleted(test.database.db, row.id, new Date());
  }
}

describe('learner progress', () => {
  it('starts at nothing: every module takes its steps’ whole time and none is resumable', async () => {
    const learner = await newLearner(test);
    const { flow, module, opening } = await ids();
    const progress = await learnerProgress(test.database.db, learner.id, 'study');
    expect(progress.flowPercent(flow)).toBe(0);
    expect(progress.chapterPercent(opening)).toBe(0);
    // opening: 2 + 1 + 2 + 1 minutes; middle: 3 + 1.
    expect(progress.moduleRemainingSeconds(module)).toBe(10 * 60);
    expect(progress.isResume(module)).toBe(false);
    expect(progress.editionPercent()).toBe(0);
  });

  it('counts percentages of steps, rounded down, at every level, and the time left', async () => {
    const learner = await newLearner(test);
    const { flow, module, opening } = await ids();
    await complete(learner.id, 'intro-to-planning');
    let progress = await learnerProgress(test.database.db, learner.id, 'study');
    expect(progress.chapterPercent(opening)).toBe(25);
    // 1 of the module's 6 steps: 16.7 → 16; 1 of the flow's 9 steps: 11.1 → 11; 1 of the edition's 11.
    expect(progress.modulePercent(module)).toBe(16);
    expect(progress.flowPercent(flow)).toBe(11);
    expect(progress.editionPercent()).toBe(9);
    expect(progress.moduleRemainingSeconds(module)).toBe(8 * 60);
    expect(progress.isResume(module)).toBe(true);
    await complete(learner.id, 'planning-video', 'hear-it-read', 'opening-key-points', 'practice-testing');
    await complete(learner.id, 'middle-key-points');
    progress = await learnerProgress(test.database.db, learner.id, 'study');
    expect(progress.chapterPercent(opening)).toBe(100);
    expect(progress.modulePercent(module)).toBe(100);
    expect(progress.moduleRemainingSeconds(module)).toBe(0);
    // Finished is not resumable.
    expect(progress.isResume(module)).toBe(false);
    expect(progress.flowPercent(flow)).toBe(66);
    expect(progress.completedFlows()).toBe(0);
    expect(progress.triedFlows()).toEqual({ tried: 1, withSteps: 2 });
  });

  it('takes a tracked visit as a start, and never counts another learner’s steps', async () => {
    const learner = await newLearner(test);
    const other = await newLearner(test);
    await complete(other.id, 'intro-to-planning');
    const { module } = await ids();
    const row = await progressStepFor(test.database.db, learner.id, await stepId('practice-testing'));
    let progress = await learnerProgress(test.database.db, learner.id, 'study');
    // Opened without tracking: not started.
    expect(progress.isResume(module)).toBe(false);
    await markVisited(test.database.db, row.id, new Date());
    progress = await learnerProgress(test.database.db, learner.id, 'study');
    expect(progress.isResume(module)).toBe(true);
    expect(progress.modulePercent(module)).toBe(0);
  });
});
