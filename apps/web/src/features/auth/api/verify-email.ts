import { useSend } from '../../../lib/api/send';

/** auth.verifyEmail: may this institutional address sign up? */
export function useVerifyEmail() {
  return useSend((trpc) => trpc.auth.verifyEmail.mutationOptions({ meta: { errors: 'form' } }));
}
