import { BADGES } from '@studyflow/contracts/badges';
import { LIMITS } from '@studyflow/contracts/limits';
import type { User } from '@studyflow/contracts/user';
import { toasts } from '@studyflow/ui/toast';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { routes } from '../../config/paths';
import { keepFocusOnArrival } from '../../lib/a11y/route-focus';
import { openDialog } from '../../lib/shell/dialogs';
import { achievementsCopy as copy } from './copy';
import { badgesToAnnounce, readShownBadgeIds, rememberShownBadges } from './recent-badges';

const titleOf = (name: string): string => BADGES.find((badge) => badge.name === name)?.title ?? name;

/**
 * 'Achievement unlocked.' with VIEW for each badge earned in the last 10 minutes that this browser
 * has not announced yet (BDG-4). It runs whenever the signed-in user's badges change: at
 * sign-in, and later when a step, note or reflection returns new badges. VIEW goes to the profile
 * page, where the learner's achievements live, and opens them there (BDG-4, docs/decisions.md).
 */
export function useAchievementToasts(user: User | null): void {
  const badges = user?.badges;
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!badges) return;
    const fresh = badgesToAnnounce(badges, readShownBadgeIds(), new Date());
    if (fresh.length === 0) return;
    // Remembered before showing, so a second run (StrictMode, a quick refetch) never repeats one.
    rememberShownBadges(fresh.map((badge) => badge.id));
    for (const badge of fresh) {
      toasts.add(
        {
          title: copy.unlocked,
          description: titleOf(badge.name),
          variant: 'achievement',
          action: {
            label: copy.view,
            onAction: () => {
              keepFocusOnArrival(routes.profile.href());
              navigate(routes.profile.href());
              openDialog('achievements');
            },
          },
        },
        { timeout: LIMITS.achievementToastHideMs },
      );
    }
  }, [badges, navigate]);
}
