import { BADGES } from '@studyflow/contracts/badges';
import { LIMITS } from '@studyflow/contracts/limits';
import type { User } from '@studyflow/contracts/user';
import { toasts } from '@studyflow/ui/toast';
import { useEffect } from 'react';
import { useCopy } from '../../lib/copy';
import { openDialog } from '../../lib/dialogs';
import { badgesToAnnounce, readShownBadgeIds, rememberShownBadges } from './recent-badges';

const titleOf = (name: string): string => BADGES.find((badge) => badge.name === name)?.title ?? name;

/**
 * 'Achievement unlocked.' with VIEW for each badge earned in the last 10 minutes that this browser
 * has not announced yet (seed 000 §4). It runs whenever the signed-in user's badges change: at
 * sign-in, and later when a step, note or reflection returns new badges.
 */
export function useAchievementToasts(user: User | null): void {
  const { appShell } = useCopy();
  const badges = user?.badges;

  useEffect(() => {
    if (!badges) return;
    const fresh = badgesToAnnounce(badges, readShownBadgeIds(), new Date());
    if (fresh.length === 0) return;
    // Remembered before showing, so a second run (StrictMode, a quick refetch) never repeats one.
    rememberShownBadges(fresh.map((badge) => badge.id));
    for (const badge of fresh) {
      toasts.add(
        {
          title: appShell.achievementUnlocked,
          description: titleOf(badge.name),
          variant: 'achievement',
          action: { label: appShell.achievementView, onAction: () => openDialog('achievements') },
        },
        { timeout: LIMITS.achievementToastHideMs },
      );
    }
  }, [badges, appShell]);
}
