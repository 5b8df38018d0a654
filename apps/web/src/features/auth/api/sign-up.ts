import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** auth.signUp → `{ user }` (licence: signed in at once) or `{ msg }` (institution: mail sent). */
export function useSignUp() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.signUp.mutationOptions({ meta: { errors: 'form' } }));
}
