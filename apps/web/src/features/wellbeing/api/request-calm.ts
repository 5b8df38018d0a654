import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';
import { useUpdateSessionUser } from '../../../lib/session/update-user';

/** wellbeing.requestCalm (WEL-5): a failure is only logged (ERR-18); success marks the user. */
export function useRequestCalm() {
  const trpc = useTRPC();
  const updateUser = useUpdateSessionUser();
  return useMutation(
    trpc.wellbeing.requestCalm.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: () => updateUser((user) => ({ ...user, isCalmRequested: true })),
      onError: (error) => console.error('Calm request failed', error),
    }),
  );
}
