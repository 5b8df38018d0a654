import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** auth.resetPassword: sets a new password with the mailed token. */
export function useResetPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resetPassword.mutationOptions({ meta: { errors: 'form' } }));
}
