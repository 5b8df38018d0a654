import { useSend } from '../../../lib/api/send';

/** auth.requestPasswordReset: mails a reset link if the address has an account. */
export function useRequestPasswordReset() {
  return useSend((trpc) => trpc.auth.requestPasswordReset.mutationOptions({ meta: { errors: 'form' } }));
}
