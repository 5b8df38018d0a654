import type { Db } from '../db/client';
import { favouriteCount } from '../favourites/favourite-queries';
import { noteCount } from '../notes/note-queries';
import { learnerProgress } from '../progress/learner-progress';
import type { BadgeEvent, StepCompletedEvent } from './badge-events';
import type { BadgeName } from './badge-names';
import { badgeNamesOf, saveBadges } from './badge-queries';
import {
  favouriteBadgesToAward,
  noteBadgesToAward,
  progressBadgesToAward,
  reflectionBadgesToAward,
} from './learning-badge-rules';
import { loginBadges } from './login-badges';

export type { BadgeName } from './badge-names';

async function progressBadges(db: Db, event: StepCompletedEvent, held: ReadonlySet<string>) {
  const progress = await learnerProgress(db, event.userId, event.edition);
  const { tried, withSteps } = progress.triedFlows();
  return progressBadgesToAward({
    editionPercent: progress.editionPercent(),
    completedFlows: progress.completedFlows(),
    triedFlows: tried,
    flowsWithSteps: withSteps,
    earned: held,
  });
}

/** The badges this event earns that the learner does not hold yet; one case per event kind. */
async function newlyEarned(db: Db, event: BadgeEvent, held: ReadonlySet<string>): Promise<BadgeName[]> {
  switch (event.kind) {
    case 'login':
      return loginBadges(db, event, held);
    case 'step_completed':
      return progressBadges(db, event, held);
    case 'favourite_added':
      return favouriteBadgesToAward(await favouriteCount(db, event.userId), held);
    case 'note_created':
      return noteBadgesToAward(await noteCount(db, event.userId), held);
    case 'reflection_created':
      return reflectionBadgesToAward(event.reflectionCount, held);
  }
}

/**
 * The one way a badge is awarded: the domain where something happened records it, then tells this
 * function, inside the same transaction when the award must agree with the record. Answers the
 * badges awarded now.
 */
export async function awardBadges(db: Db, event: BadgeEvent): Promise<BadgeName[]> {
  const held = await badgeNamesOf(db, event.userId);
  const awarded = await newlyEarned(db, event, held);
  if (awarded.length > 0) await saveBadges(db, event.userId, awarded, event.at);
  return awarded;
}
