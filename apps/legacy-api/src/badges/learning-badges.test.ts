import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, caller, type FixtureStep } from '../test/fixture-steps';
import { newLearner } from '../test/learners';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { awardBadges } from './award-badges';
import { badgesOf } from './badge-queries';

let test: TestDatabase;
let study: TestApp;
let clock = new Date('2026-11-18T10:00:00Z');

beforeAll(async () => {
  test = await createTestDatabase({ content: 'fixture' });
  study = await createTestApp(test, { now: () => clock });
});
afterAll(async () => {
  await study.app.close();
  await test.close();
});

type Badge = { name: string; created_at: string };
const named = (badges: Badge[]) => badges.map((badge) => badge.name);

describe('badges earned by learning, through the calls that earn them', () => {
  it('awards the progress badges as steps are completed, each once with the moment it was earned', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const complete = async (step: FixtureStep, at: string) => {
      clock = new Date(at);
      return (await calls.post(`${apiPath(step)}/complete`)).body.user.badges as Badge[];
    };
    // 11 study steps: 2 are 18 %, 3 are 27 %.
    await complete('intro-to-planning', '2026-11-18T10:00:00Z');
    expect(await complete('planning-video', '2026-11-18T10:01:00Z')).toEqual([]);
    expect(await complete('hear-it-read', '2026-11-18T10:02:00Z')).toEqual([
      { id: expect.any(Number), name: 'KNOWLEDGE_KNIGHT', created_at: '2026-11-18T10:02:00.000Z' },
    ]);
    await complete('opening-key-points', '2026-11-18T10:03:00Z');
    await complete('practice-testing', '2026-11-18T10:04:00Z');
    await complete('middle-key-points', '2026-11-18T10:05:00Z');
    // 7 of 11: 63 %.
    expect(named(await complete('spacing-your-revision', '2026-11-18T10:06:00Z'))).toEqual([
      'KNOWLEDGE_KNIGHT',
      'AT_WIZARD',
    ]);
    await complete('map-your-ideas', '2026-11-18T10:07:00Z');
    // The whole of Alpha Flow.
    expect(named(await complete('closing-key-points', '2026-11-18T10:08:00Z'))).toEqual([
      'KNOWLEDGE_KNIGHT',
      'AT_WIZARD',
      'COMPLETER',
    ]);
    // A step in Beta Flow as well: every flow tried.
    expect(named(await complete('beta-basics', '2026-11-18T10:09:00Z'))).toContain('EXPLORER');
    const all = await complete('beta-key-points', '2026-11-18T10:10:00Z');
    expect(named(all)).toEqual(['KNOWLEDGE_KNIGHT', 'AT_WIZARD', 'COMPLETER', 'EXPLORER', 'LEARNING_MASTER']);
    // Completing again earns nothing new and dates nothing again.
    expect(await complete('beta-key-points', '2026-11-19T09:00:00Z')).toEqual(all);
  });

  it('awards FAVOURITE_FIVE for five favourites held at once, not for toggling one', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const toggle = async (step: FixtureStep) =>
      named((await calls.post(`${apiPath(step)}/toggle_favourite`)).body.badges as Badge[]);
    for (let round = 0; round < 3; round += 1) {
      expect(await toggle('intro-to-planning')).toEqual([]);
    }
    for (const step of ['planning-video', 'hear-it-read', 'opening-key-points'] as const) await toggle(step);
    expect(await toggle('practice-testing')).toEqual(['FAVOURITE_FIVE']);
  });

  it('awards NOTE_NINJA with the fifth note', async () => {
    const learner = await newLearner(test);
    const calls = caller(study, learner);
    const progressStepId = (await calls.get(apiPath('beta-basics'))).body.progress_step.id;
    const badges: string[][] = [];
    for (let note = 1; note <= 5; note += 1) {
      const created = await calls.post('/api/notes', {
        content: `note ${note}`,
        progress_step_id: progressStepId,
      });
      badges.push(named(created.body.badges));
    }
    expect(badges).toEqual([[], [], [], [], ['NOTE_NINJA']]);
  });

  it('has the journal’s rules ready: FIRST_REFLECTION, then JOURNAL_JOTTER at five', async () => {
    const learner = await newLearner(test);
    const { db } = test.database;
    const event = (reflectionCount: number) => ({
      kind: 'reflection_created' as const,
      userId: learner.id,
      edition: 'study' as const,
      at: new Date('2026-11-21T12:00:00Z'),
      reflectionCount,
    });
    expect(await awardBadges(db, event(1))).toEqual(['FIRST_REFLECTION']);
    expect(await awardBadges(db, event(4))).toEqual([]);
    expect(await awardBadges(db, event(5))).toEqual(['JOURNAL_JOTTER']);
    expect((await badgesOf(db, learner.id)).map((badge) => badge.name)).toEqual([
      'FIRST_REFLECTION',
      'JOURNAL_JOTTER',
    ]);
  });
});
