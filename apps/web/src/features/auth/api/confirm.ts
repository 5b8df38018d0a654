import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** auth.confirm: consumes a mailed confirmation token (so a mutation, though upstream is a GET). */
export function useConfirm() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.confirm.mutationOptions({ meta: { errors: 'form' } }));
}
