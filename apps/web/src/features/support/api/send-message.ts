import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** support.send (SUP-3): a failure is only logged (ERR-20); the dialog keeps the message. */
export function useSendSupportMessage() {
  const trpc = useTRPC();
  return useMutation(
    trpc.support.send.mutationOptions({
      meta: { errors: 'silent' },
      onError: (error) => console.error('Support message failed', error),
    }),
  );
}
