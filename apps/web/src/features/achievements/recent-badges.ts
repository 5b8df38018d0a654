import { LIMITS } from '@studyflow/contracts/limits';
import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { EarnedBadge } from '@studyflow/contracts/user';
import { storage } from '../../lib/storage';

/**
 * Seed 000 §4: badges created within the last 10 "time units per a date helper" are toasted, once
 * each. We read the unit as minutes: long enough to cover the page load after the action that
 * earned the badge, short enough that an old badge never pops up on a new device.
 */
export const ACHIEVEMENT_RECENCY_MS = LIMITS.achievementRecency * 60 * 1000;

/** How many toasted ids to remember; older ones are long past the recency window anyway. */
const REMEMBERED = 100;

/** The badges to toast now: recent enough and not toasted before, oldest first. */
export function badgesToAnnounce(
  badges: readonly EarnedBadge[],
  shown: ReadonlySet<number>,
  now: Date,
): EarnedBadge[] {
  return badges
    .filter((badge) => {
      const created = new Date(badge.createdAt).getTime();
      return (
        !shown.has(badge.id) && !Number.isNaN(created) && now.getTime() - created <= ACHIEVEMENT_RECENCY_MS
      );
    })
    .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
}

export function readShownBadgeIds(): Set<number> {
  return new Set(storage.get(STORAGE_KEYS.shownAchievements) ?? []);
}

export function rememberShownBadges(ids: readonly number[]): void {
  const all = [...(storage.get(STORAGE_KEYS.shownAchievements) ?? []), ...ids];
  storage.set(STORAGE_KEYS.shownAchievements, [...new Set(all)].slice(-REMEMBERED));
}
