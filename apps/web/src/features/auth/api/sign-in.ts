import { useSend } from '../../../lib/api/send';

/** auth.signIn → the user. The sign-in form shows 400/401/422 itself. */
export function useSignIn() {
  return useSend((trpc) => trpc.auth.signIn.mutationOptions({ meta: { errors: 'form' } }));
}
