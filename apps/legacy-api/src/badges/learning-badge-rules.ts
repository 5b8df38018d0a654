import type { BadgeName } from './badge-names';

/** LIM-9 thresholds. */
export const FAVOURITE_FIVE_COUNT = 5;
export const NOTE_NINJA_COUNT = 5;
export const JOURNAL_JOTTER_COUNT = 5;

/** BDG-1: progress over every step of the edition, in percent. */
export const PROGRESS_BADGES: readonly [BadgeName, number][] = [
  ['KNOWLEDGE_KNIGHT', 20],
  ['AT_WIZARD', 60],
  ['LEARNING_MASTER', 100],
];

const unearned = (candidates: BadgeName[], earned: ReadonlySet<string>) =>
  candidates.filter((badge) => !earned.has(badge));

export interface ProgressBadgeInput {
  /** Percent of the edition's steps completed, rounded down. */
  editionPercent: number;
  /** Flows (or learning paths) with every step completed. */
  completedFlows: number;
  /** Flows with at least one step completed, of those that have steps. */
  triedFlows: number;
  flowsWithSteps: number;
  earned: ReadonlySet<string>;
}

/** After a step is completed: the percentage badges, COMPLETER (a whole flow), EXPLORER (every flow tried). */
export function progressBadgesToAward(input: ProgressBadgeInput): BadgeName[] {
  const candidates = PROGRESS_BADGES.filter(([, percent]) => input.editionPercent >= percent).map(
    ([badge]) => badge,
  );
  if (input.completedFlows >= 1) candidates.push('COMPLETER');
  if (input.flowsWithSteps > 0 && input.triedFlows === input.flowsWithSteps) candidates.push('EXPLORER');
  return unearned(candidates, input.earned);
}

/** FAVOURITE_FIVE: five favourites held at once (toggling one on and off again does not count twice). */
export const favouriteBadgesToAward = (favourites: number, earned: ReadonlySet<string>): BadgeName[] =>
  unearned(favourites >= FAVOURITE_FIVE_COUNT ? ['FAVOURITE_FIVE'] : [], earned);

/** NOTE_NINJA: five notes. */
export const noteBadgesToAward = (notes: number, earned: ReadonlySet<string>): BadgeName[] =>
  unearned(notes >= NOTE_NINJA_COUNT ? ['NOTE_NINJA'] : [], earned);

/** FIRST_REFLECTION on the first journal reflection, JOURNAL_JOTTER on the fifth. */
export function reflectionBadgesToAward(reflections: number, earned: ReadonlySet<string>): BadgeName[] {
  const candidates: BadgeName[] = [];
  if (reflections >= 1) candidates.push('FIRST_REFLECTION');
  if (reflections >= JOURNAL_JOTTER_COUNT) candidates.push('JOURNAL_JOTTER');
  return unearned(candidates, earned);
}
