import { useSend } from '../../../lib/api/send';

/** auth.signUp → `{ user }` (licence: signed in at once) or `{ msg }` (institution: mail sent). */
export function useSignUp() {
  return useSend((trpc) => trpc.auth.signUp.mutationOptions({ meta: { errors: 'form' } }));
}
