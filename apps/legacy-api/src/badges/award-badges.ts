import type { Db } from '../db/client';
import type { BadgeEvent } from './badge-events';
import { badgeNamesOf, saveBadges } from './badge-queries';
import type { LoginBadge } from './login-badge-rules';
import { loginBadges } from './login-badges';

export type BadgeName = LoginBadge;

/** The badges this event earns that the learner does not hold yet; one case per event kind. */
function newlyEarned(db: Db, event: BadgeEvent, held: ReadonlySet<string>): Promise<BadgeName[]> {
  switch (event.kind) {
    case 'login':
      return loginBadges(db, event, held);
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
