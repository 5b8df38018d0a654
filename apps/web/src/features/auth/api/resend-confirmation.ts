import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** auth.resendConfirmation: mails a fresh verification link. */
export function useResendConfirmation() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resendConfirmation.mutationOptions({ meta: { errors: 'form' } }));
}
