import type { Edition } from '../env';
import { DEFAULT_TIME_ZONE } from '../users/time-zone';

export const LOGIN_BADGES = ['NEWBIE', 'LOGIN_STREAK_TWO', 'WEEKEND_WARRIOR', 'LOGIN_LEGEND'] as const;
export type LoginBadge = (typeof LOGIN_BADGES)[number];

/** Calendar days are the learner's days: UK days unless their browser told us another zone. */
export const BADGE_TIME_ZONE = DEFAULT_TIME_ZONE;
export const LOGIN_LEGEND_COUNT = 10;

export interface LoginBadgeInput {
  edition: Edition;
  /** Every login of the user, including the one being made now. */
  logins: readonly Date[];
  /** The moment of the login being made: the clock is a parameter so the rules are testable. */
  now: Date;
  earned: ReadonlySet<string>;
  timeZone?: string;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

function dayParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    // Days since the epoch of the local calendar date, so consecutive days differ by exactly 1.
    dayNumber: Date.UTC(Number(part('year')), Number(part('month')) - 1, Number(part('day'))) / MS_PER_DAY,
    weekday: part('weekday'),
  };
}

function hasTwoDayStreak(logins: readonly Date[], timeZone: string): boolean {
  const days = new Set(logins.map((login) => dayParts(login, timeZone).dayNumber));
  for (const day of days) if (days.has(day + 1)) return true;
  return false;
}

/** The login badges this login earns that the user does not have yet. */
export function loginBadgesToAward(input: LoginBadgeInput): LoginBadge[] {
  const { edition, logins, now, earned } = input;
  const timeZone = input.timeZone ?? BADGE_TIME_ZONE;
  const all = logins.some((login) => login.getTime() === now.getTime()) ? logins : [...logins, now];
  const candidates: LoginBadge[] = ['NEWBIE'];
  if (hasTwoDayStreak(all, timeZone)) candidates.push('LOGIN_STREAK_TWO');
  const weekday = dayParts(now, timeZone).weekday;
  if (edition === 'study' && (weekday === 'Sat' || weekday === 'Sun')) candidates.push('WEEKEND_WARRIOR');
  if (edition === 'pro' && all.length >= LOGIN_LEGEND_COUNT) candidates.push('LOGIN_LEGEND');
  return candidates.filter((badge) => !earned.has(badge));
}
