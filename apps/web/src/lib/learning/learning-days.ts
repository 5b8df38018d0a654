import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { useSyncExternalStore } from 'react';
import { learnerStorage } from '../storage/storage';
import { celebrationDue, DEFAULT_GOAL, dayKey, daysInWeekOf, isGoal, weekKey } from './week';

/** Days are kept for eight weeks: enough for this week, with room for a clock set back. */
const KEEP_DAYS = 56;

export interface WeeklyGoal {
  goal: number;
  /** The week (its Monday) whose goal was last celebrated. */
  celebratedWeek: string | null;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const readDays = (value: unknown): string[] | null => (Array.isArray(value) ? value.filter(isDay) : null);
const readGoal = (value: unknown): WeeklyGoal | null => {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return {
    goal: isGoal(record.goal) ? record.goal : DEFAULT_GOAL,
    celebratedWeek: typeof record.celebratedWeek === 'string' ? record.celebratedWeek : null,
  };
};

const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/**
 * A learner's learning days and weekly goal, kept in this browser: the upstream records no date for
 * progress (docs/decisions.md, "Kind weekly goal"). A learning day is a local calendar day on which
 * the learner completed a step here (marked complete, or a video watched past its first seconds).
 */
export const learningWeek = {
  days: (learner: string): string[] =>
    learnerStorage.get(STORAGE_KEYS.learningDaysPrefix, learner, readDays) ?? [],
  goal: (learner: string): WeeklyGoal =>
    learnerStorage.get(STORAGE_KEYS.weeklyGoalPrefix, learner, readGoal) ?? {
      goal: DEFAULT_GOAL,
      celebratedWeek: null,
    },
  learntThisWeek: (learner: string, now: Date): number => daysInWeekOf(learningWeek.days(learner), now),

  /** Notes today as a learning day (once), keeping the last eight weeks. */
  recordDay(learner: string, now: Date): void {
    const today = dayKey(now);
    const days = learningWeek.days(learner);
    if (days.includes(today)) return;
    const recent = [...days, today].sort().slice(-KEEP_DAYS);
    learnerStorage.set(STORAGE_KEYS.learningDaysPrefix, learner, recent);
    changed();
  },

  /** Keeps a new goal (1–7); false when it is not one or this browser could not keep it. */
  setGoal(learner: string, goal: number): boolean {
    if (!isGoal(goal)) return false;
    const kept = learnerStorage.set(STORAGE_KEYS.weeklyGoalPrefix, learner, {
      ...learningWeek.goal(learner),
      goal,
    });
    changed();
    return kept;
  },

  /**
   * True once per week, the first time the week's goal is found reached: the caller then
   * celebrates. Marked before it answers, so two callers never both celebrate.
   */
  takeCelebration(learner: string, now: Date): boolean {
    const current = learningWeek.goal(learner);
    if (!celebrationDue(learningWeek.learntThisWeek(learner, now), current.goal, current.celebratedWeek, now))
      return false;
    learnerStorage.set(STORAGE_KEYS.weeklyGoalPrefix, learner, { ...current, celebratedWeek: weekKey(now) });
    changed();
    return true;
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const key = event.key ?? '';
    if (key.startsWith(STORAGE_KEYS.learningDaysPrefix) || key.startsWith(STORAGE_KEYS.weeklyGoalPrefix))
      changed();
  });
}

/** A number that changes whenever a learning day or a goal changes, to read `learningWeek` again. */
export const useLearningWeekVersion = (): number =>
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
