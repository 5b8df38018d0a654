import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';
import { useUpdateSessionUser } from '../../../lib/session/update-user';
import { useInvalidateJournal } from './invalidate-journal';

/**
 * journal.create (JRN-7): the answer's badges become the learner's (JRN-10, BDG-5), which toasts
 * new ones. A failure is said in the modal, which keeps every field (ERR-20 logs it).
 */
export function useCreateReflection() {
  const trpc = useTRPC();
  const updateUser = useUpdateSessionUser();
  const invalidate = useInvalidateJournal();
  return useMutation(
    trpc.journal.create.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: ({ badges }) => {
        updateUser((user) => ({ ...user, badges }));
        invalidate();
      },
      onError: (error) => console.error('Reflection save failed', error),
    }),
  );
}
