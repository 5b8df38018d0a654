import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useTRPC } from '../../../lib/api/trpc';

/** studyTools.addBlock (TLS-13); the week is asked for again afterwards. */
export function useAddBlock() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.studyTools.addBlock.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: () => queryClient.invalidateQueries(trpc.studyTools.planner.pathFilter()),
      onError: showErrorToast,
    }),
  );
}
