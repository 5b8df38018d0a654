import { LIMITS } from '@studyflow/contracts/limits';
import type { EarnedBadge } from '@studyflow/contracts/user';

export type Greeting = 'begin' | 'welcome-back';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the learner first signed in, as the server knows it: NEWBIE is earned at the first login
 * (BDG-1), so its date holds in every browser. The date the browser stored when onboarding finished
 * (ONB-16) only stands in when the server gave none.
 */
export function firstLoginOf(
  badges: readonly EarnedBadge[] | undefined,
  stored: string | null,
): string | null {
  return badges?.find((badge) => badge.name === 'NEWBIE')?.createdAt ?? stored;
}

/**
 * DSH-2, LIM-13: "let's begin..." while the first login was 5 days ago or less,
 * "welcome back..." otherwise, and when no first-login date is known at all.
 */
export function greetingFor(firstLogin: string | null, now: Date): Greeting {
  if (firstLogin === null) return 'welcome-back';
  const at = new Date(firstLogin).getTime();
  if (Number.isNaN(at)) return 'welcome-back';
  return now.getTime() - at <= LIMITS.greetingNewDays * DAY_MS ? 'begin' : 'welcome-back';
}
