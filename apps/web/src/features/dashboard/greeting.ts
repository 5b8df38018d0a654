import { LIMITS } from '@studyflow/contracts/limits';

export type Greeting = 'begin' | 'welcome-back';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seed 000 "Dashboard home": "let's begin..." while the first login (stored in the browser when
 * onboarding finishes) was 5 days ago or less, "welcome back..." otherwise — including when this
 * browser never stored one (someone who onboarded elsewhere is not new here).
 */
export function greetingFor(firstLogin: string | null, now: Date): Greeting {
  if (firstLogin === null) return 'welcome-back';
  const at = new Date(firstLogin).getTime();
  if (Number.isNaN(at)) return 'welcome-back';
  return now.getTime() - at <= LIMITS.greetingNewDays * DAY_MS ? 'begin' : 'welcome-back';
}
