import type { GetStepInput } from '@studyflow/contracts/learning';
import { useMutation } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useTRPC } from '../../../lib/api/trpc';
import { useApplyProgress } from './apply-progress';

/** steps.complete: the learner says a text, app or star step is done (STP-10). */
export function useCompleteStep(stepInput: GetStepInput | null) {
  const trpc = useTRPC();
  const { applyCompletion } = useApplyProgress(stepInput);
  return useMutation(
    trpc.steps.complete.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: applyCompletion,
      onError: showErrorToast,
    }),
  );
}
