import { useSend } from '../../../lib/api/send';

/** auth.resendConfirmation: mails a fresh verification link. */
export function useResendConfirmation() {
  return useSend((trpc) => trpc.auth.resendConfirmation.mutationOptions({ meta: { errors: 'form' } }));
}
