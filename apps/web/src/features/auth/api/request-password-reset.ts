import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** auth.requestPasswordReset: mails a reset link if the address has an account. */
export function useRequestPasswordReset() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.requestPasswordReset.mutationOptions({ meta: { errors: 'form' } }));
}
