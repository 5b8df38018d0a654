import type { GetStepInput } from '@studyflow/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useTRPC } from '../../../lib/api/trpc';
import { useApplyProgress } from './apply-progress';

/** steps.toggleFavourite (FAV-4): the answer's favourites replace the list, its badges the user's. */
export function useToggleFavourite(stepInput: GetStepInput | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { applyFavourite } = useApplyProgress(stepInput);
  return useMutation(
    trpc.steps.toggleFavourite.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.favourites.list.queryKey(), answer.favourites);
        applyFavourite(answer.isFavourite, answer.badges);
      },
      onError: showErrorToast,
    }),
  );
}
