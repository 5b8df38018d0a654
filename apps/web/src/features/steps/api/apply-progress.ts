import type { Completion, GetStepInput } from '@studyflow/contracts/learning';
import type { EarnedBadge } from '@studyflow/contracts/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/api/trpc';
import { celebrateWeeklyGoal } from '../../../lib/learning/celebrate';
import { learningWeek } from '../../../lib/learning/learning-days';
import { learnerKey, useCurrentUser } from '../../../lib/session/session';
import { useUpdateSessionUser } from '../../../lib/session/update-user';

/**
 * What the step page does with an answer that carries progress or badges (STP-12, BDG-5): the
 * step on screen takes the new state at once, the badges go to the signed-in user (whose change
 * starts the achievement toasts), and every list showing progress or marks asks again.
 */
export function useApplyProgress(stepInput: GetStepInput | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const updateUser = useUpdateSessionUser();
  const learner = learnerKey(useCurrentUser());

  const setBadges = useCallback(
    (badges: readonly EarnedBadge[]) => updateUser((user) => ({ ...user, badges: [...badges] })),
    [updateUser],
  );

  // A favourite's answer carries the new favourites list itself, so that list is not asked again.
  const refreshLists = useCallback(
    (withFavourites: boolean) => {
      const filters = [
        trpc.learningModules.pathFilter(),
        trpc.flows.pathFilter(),
        trpc.learningProgress.pathFilter(),
      ];
      if (withFavourites) filters.push(trpc.favourites.pathFilter());
      for (const filter of filters) void queryClient.invalidateQueries(filter);
    },
    [trpc, queryClient],
  );

  const applyCompletion = useCallback(
    (answer: Completion) => {
      if (stepInput) {
        queryClient.setQueryData(trpc.steps.get.queryKey(stepInput), (current) =>
          current
            ? {
                ...current,
                step: { ...current.step, isCompleted: answer.progressStep.completed },
                progressStep: answer.progressStep,
                chapterProgress: answer.chapterProgress,
                learningModuleProgress: answer.learningModuleProgress,
              }
            : current,
        );
      }
      setBadges(answer.user.badges);
      refreshLists(true);
      // A completed step makes today a learning day for the weekly goal (kept in this browser).
      if (answer.progressStep.completed) {
        const now = new Date();
        learningWeek.recordDay(learner, now);
        celebrateWeeklyGoal(learner, now);
      }
    },
    [stepInput, queryClient, trpc, setBadges, refreshLists, learner],
  );

  const applyFavourite = useCallback(
    (isFavourite: boolean, badges: readonly EarnedBadge[]) => {
      if (stepInput) {
        queryClient.setQueryData(trpc.steps.get.queryKey(stepInput), (current) =>
          current ? { ...current, step: { ...current.step, isFavourite } } : current,
        );
      }
      setBadges(badges);
      refreshLists(false);
    },
    [stepInput, queryClient, trpc, setBadges, refreshLists],
  );

  return { applyCompletion, applyFavourite };
}
