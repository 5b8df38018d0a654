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

/** A step newly completed (STP-10, STP-11); recorded by progress first. */
export interface StepCompletedEvent extends EventBase {
  kind: 'step_completed';
}

/** A step newly favourited (FAV-4); unfavouriting earns nothing. */
export interface FavouriteAddedEvent extends EventBase {
  kind: 'favourite_added';
}

/** A note saved (NOT-2). */
export interface NoteCreatedEvent extends EventBase {
  kind: 'note_created';
}

/**
 * A journal reflection saved (JRN-10). The journal keeps its own rows, so it says how many the
 * learner has now, this one included.
 */
export interface ReflectionCreatedEvent extends EventBase {
  kind: 'reflection_created';
  reflectionCount: number;
}

/**
 * Everything a badge can be earned for. A new kind joins this union and gets its rule in
 * award-badges.ts; the compiler refuses the union until the rule is there.
 */
export type BadgeEvent =
  | LoginEvent
  | StepCompletedEvent
  | FavouriteAddedEvent
  | NoteCreatedEvent
  | ReflectionCreatedEvent;
