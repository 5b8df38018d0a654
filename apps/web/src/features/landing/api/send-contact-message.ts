import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** public.contact (PUB-6, API-44): a failure shows nothing (ERR-19), so errors stay silent. */
export function useSendContactMessage() {
  const trpc = useTRPC();
  return useMutation(trpc.public.contact.mutationOptions({ meta: { errors: 'silent' } }));
}
