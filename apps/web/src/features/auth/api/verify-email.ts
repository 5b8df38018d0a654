import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** auth.verifyEmail: may this institutional address sign up? */
export function useVerifyEmail() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.verifyEmail.mutationOptions({ meta: { errors: 'form' } }));
}
