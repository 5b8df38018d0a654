import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** auth.signIn → the user. The sign-in form shows 400/401/422 itself. */
export function useSignIn() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.signIn.mutationOptions({ meta: { errors: 'form' } }));
}
