import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { routes } from '../../../config/paths';
import { isFeatureMissing } from '../../../lib/api/errors';
import { useTRPC } from '../../../lib/api/trpc';
import { forgetLearners } from '../../../lib/session/forget-learner';
import { learnerKey, SESSION_QUERY_KEY, useCurrentUser } from '../../../lib/session/session';

export type RemoveOutcome = 'idle' | 'failed' | 'unavailable';

/**
 * account.remove: deleted, the browser forgets the learner (the whole query cache, the session set
 * to signed out; the BFF has cleared the cookie; everything this browser kept of them, their unsent
 * notes and the offline data included) and lands on the page that confirms it. An upstream
 * without the call answers UPSTREAM_FEATURE_MISSING ('unavailable'); any other failure is 'failed',
 * and nothing has gone.
 */
export function useRemoveAccount() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const learner = learnerKey(useCurrentUser());
  const mutation = useMutation(
    trpc.account.remove.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: async () => {
        await forgetLearners({ kind: 'account-deleted', learner });
        navigate(routes.accountDeleted.href(), { replace: true });
        queryClient.clear();
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
      },
    }),
  );
  const outcome: RemoveOutcome = mutation.isError
    ? isFeatureMissing(mutation.error, 'accountDelete')
      ? 'unavailable'
      : 'failed'
    : 'idle';
  return {
    confirm: () => mutation.mutate({ confirmed: true }),
    isPending: mutation.isPending,
    outcome,
    reset: mutation.reset,
  };
}
