import type { Edition } from '../env';

/** What every event carries: whose it is, in which edition (rules differ), and when it happened. */
interface EventBase {
  userId: number;
  edition: Edition;
  at: Date;
}

/** A sign-in, or the licence sign-up that signs a learner in; recorded by auth before it is told here. */
export interface LoginEvent extends EventBase {
  kind: 'login';
}

/**
 * Everything a badge can be earned for. A new kind (a step completed, a note or reflection created,
 * a favourite added) joins this union and gets its rule in award-badges.ts; the compiler refuses
 * the union until the rule is there.
 */
export type BadgeEvent = LoginEvent;
