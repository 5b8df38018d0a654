import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/**
 * userInfo.create. The wizard handles every failure itself (ERR-16, ERR-17: 'already exists' goes on,
 * anything else returns to step 0 with the message), so nothing here routes to an error page.
 */
export function useCreateUserInfo() {
  const trpc = useTRPC();
  return useMutation(trpc.userInfo.create.mutationOptions({ meta: { errors: 'silent' } }));
}
