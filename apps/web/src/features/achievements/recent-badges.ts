import { LIMITS } from '@studyflow/contracts/limits';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { Id } from '@studyflow/contracts/tolerant';
import type { EarnedBadge } from '@studyflow/contracts/user';
import { storage } from '../../lib/storage/storage';

/**
 * BDG-4, LIM-15: badges created within the last 10 "time units per a date helper" are toasted, once
 * each. We read the unit as minutes: long enough to cover the page load after the action that
 * earned the badge, short enough that an old badge never pops up on a new device.
 */
export const ACHIEVEMENT_RECENCY_MS = LIMITS.achievementRecency * 60 * 1000;

/** How many toasted ids to remember; older ones are long past the recency window anyway. */
const REMEMBERED = 100;

/** When the badge was earned; NaN when the upstream gave no readable date. */
const createdAt = (badge: EarnedBadge): number => new Date(badge.createdAt ?? Number.NaN).getTime();

/**
 * The badges to toast now: recent enough and not toasted before, oldest first. A badge without a
 * date cannot be known to be recent, so it is never toasted (an old one must not pop up).
 */
export function badgesToAnnounce(
  badges: readonly EarnedBadge[],
  shown: ReadonlySet<Id>,
  now: Date,
): EarnedBadge[] {
  return badges
    .filter((badge) => {
      const created = createdAt(badge);
      return (
        !shown.has(badge.id) && !Number.isNaN(created) && now.getTime() - created <= ACHIEVEMENT_RECENCY_MS
      );
    })
    .sort((a, b) => createdAt(a) - createdAt(b));
}

export function readShownBadgeIds(): Set<Id> {
  return new Set(storage.get(STORAGE_KEYS.shownAchievements) ?? []);
}

export function rememberShownBadges(ids: readonly Id[]): void {
  const all = [...(storage.get(STORAGE_KEYS.shownAchievements) ?? []), ...ids];
  storage.set(STORAGE_KEYS.shownAchievements, [...new Set(all)].slice(-REMEMBERED));
}
