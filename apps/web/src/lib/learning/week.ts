/**
 * Week arithmetic for the weekly goal, in the learner's local time: a week starts on Monday at
 * midnight, a day is written YYYY-MM-DD. Dates are moved by calendar fields, never by adding
 * 24 hours, so a clock change (a 23- or 25-hour day) never shifts a day into the wrong week.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of `date`, as YYYY-MM-DD. */
export const dayKey = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Midnight of the Monday that starts the week `date` is in. */
export function weekStart(date: Date): Date {
  const sinceMonday = (date.getDay() + 6) % 7;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - sinceMonday);
}

/** The week `date` is in, named by its Monday. */
export const weekKey = (date: Date): string => dayKey(weekStart(date));

/** How many of `days` (YYYY-MM-DD, repeats counted once) fall in the week of `now`. */
export function daysInWeekOf(days: readonly string[], now: Date): number {
  const monday = weekStart(now);
  const first = dayKey(monday);
  const next = dayKey(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7));
  return new Set(days.filter((day) => day >= first && day < next)).size;
}

export const GOAL_MIN = 1;
export const GOAL_MAX = 7;
export const DEFAULT_GOAL = 3;

export const isGoal = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= GOAL_MIN && value <= GOAL_MAX;

/**
 * Whether the goal is reached this week and not yet celebrated: the celebration comes once a week,
 * however many more days are learnt or however often the page is opened.
 */
export const celebrationDue = (
  learnt: number,
  goal: number,
  celebratedWeek: string | null,
  now: Date,
): boolean => learnt >= goal && celebratedWeek !== weekKey(now);
