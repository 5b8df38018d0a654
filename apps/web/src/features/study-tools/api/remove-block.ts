import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useTRPC } from '../../../lib/api/trpc';

/** studyTools.removeBlock (TLS-13). */
export function useRemoveBlock() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.studyTools.removeBlock.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: () => queryClient.invalidateQueries(trpc.studyTools.planner.pathFilter()),
      onError: showErrorToast,
    }),
  );
}
