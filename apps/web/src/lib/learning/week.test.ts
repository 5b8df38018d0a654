import { afterEach, describe, expect, it } from 'vitest';
import { learningWeek } from './learning-days';
import { celebrationDue, dayKey, daysInWeekOf, isGoal, weekKey, weekStart } from './week';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

describe('the week', () => {
  it('starts on Monday at local midnight, whatever day it is', () => {
    // 23 November 2026 is a Monday.
    expect(dayKey(weekStart(at(2026, 11, 23, 0, 0)))).toBe('2026-11-23');
    expect(dayKey(weekStart(at(2026, 11, 26)))).toBe('2026-11-23');
    expect(dayKey(weekStart(at(2026, 11, 29, 23, 59)))).toBe('2026-11-23');
    expect(weekKey(at(2026, 11, 30, 0, 0))).toBe('2026-11-30');
    expect(weekStart(at(2026, 11, 26)).getHours()).toBe(0);
  });

  it('crosses months and years', () => {
    expect(weekKey(at(2027, 1, 1))).toBe('2026-12-28');
    expect(weekKey(at(2026, 3, 1))).toBe('2026-02-23');
  });

  it('counts each day of this week once, and none of the weeks around it', () => {
    const days = ['2026-11-22', '2026-11-23', '2026-11-23', '2026-11-25', '2026-11-29', '2026-11-30'];
    expect(daysInWeekOf(days, at(2026, 11, 26))).toBe(3);
    expect(daysInWeekOf(days, at(2026, 11, 30, 0, 1))).toBe(1);
    expect(daysInWeekOf([], at(2026, 11, 26))).toBe(0);
  });

  it('keeps a week whole across the clock change (29 March 2026 in the UK is 23 hours long)', () => {
    // Whatever the machine's zone, calendar arithmetic puts Sunday 29 March in the week of the 23rd.
    expect(weekKey(at(2026, 3, 29, 23, 30))).toBe('2026-03-23');
    expect(weekKey(at(2026, 3, 30, 0, 30))).toBe('2026-03-30');
    expect(daysInWeekOf(['2026-03-23', '2026-03-29', '2026-03-30'], at(2026, 3, 29, 23))).toBe(2);
  });

  it('takes goals of 1 to 7 whole days only', () => {
    for (const goal of [1, 3, 7]) expect(isGoal(goal)).toBe(true);
    for (const goal of [0, 8, 2.5, '3', null]) expect(isGoal(goal)).toBe(false);
  });

  it('celebrates once a week, when the goal is reached', () => {
    const now = at(2026, 11, 26);
    expect(celebrationDue(2, 3, null, now)).toBe(false);
    expect(celebrationDue(3, 3, null, now)).toBe(true);
    expect(celebrationDue(5, 3, '2026-11-16', now)).toBe(true);
    expect(celebrationDue(5, 3, '2026-11-23', now)).toBe(false);
  });
});

describe('learningWeek, kept per learner', () => {
  afterEach(() => window.localStorage.clear());

  it('records a day once, counts it, and celebrates the goal once, per learner', () => {
    const monday = at(2026, 11, 23);
    expect(learningWeek.goal('7')).toEqual({ goal: 3, celebratedWeek: null });
    expect(learningWeek.setGoal('7', 1)).toBe(true);
    expect(learningWeek.setGoal('7', 9)).toBe(false);
    expect(learningWeek.takeCelebration('7', monday)).toBe(false);
    learningWeek.recordDay('7', monday);
    learningWeek.recordDay('7', at(2026, 11, 23, 18));
    expect(learningWeek.days('7')).toEqual(['2026-11-23']);
    expect(learningWeek.takeCelebration('7', monday)).toBe(true);
    expect(learningWeek.takeCelebration('7', at(2026, 11, 25))).toBe(false);
    // The next week starts afresh; another learner has their own.
    learningWeek.recordDay('7', at(2026, 11, 30));
    expect(learningWeek.takeCelebration('7', at(2026, 11, 30))).toBe(true);
    expect(learningWeek.learntThisWeek('8', monday)).toBe(0);
  });

  it('reads a foreign or broken stored value as nothing kept', () => {
    window.localStorage.setItem('studyflow:learning-days:7', '{not json');
    window.localStorage.setItem('studyflow:weekly-goal:7', JSON.stringify({ goal: 12 }));
    expect(learningWeek.days('7')).toEqual([]);
    expect(learningWeek.goal('7')).toEqual({ goal: 3, celebratedWeek: null });
  });
});
