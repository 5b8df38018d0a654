import type { GetStepInput } from '@studyflow/contracts/learning';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';
import { useApplyProgress } from './apply-progress';

/**
 * steps.videoWatched (STP-11): reported once, behind the learner's back, so a failure is only
 * logged; the step simply stays unwatched and the next visit reports it again.
 */
export function useReportVideoWatched(stepInput: GetStepInput | null) {
  const trpc = useTRPC();
  const { applyCompletion } = useApplyProgress(stepInput);
  return useMutation(
    trpc.steps.videoWatched.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: applyCompletion,
      onError: (error) => console.error('Reporting the video as watched failed', error),
    }),
  );
}
