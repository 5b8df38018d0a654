import { useMutation } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useTRPC } from '../../../lib/api/trpc';
import { useUpdateSessionUser } from '../../../lib/session/update-user';
import { noConnection } from '../use-queue-note';
import { useInvalidateNotes } from './invalidate-notes';

/** notes.create (NOT-2): the answer's badges become the learner's (BDG-5), which toasts new ones. */
export function useCreateNote() {
  const trpc = useTRPC();
  const updateUser = useUpdateSessionUser();
  const invalidate = useInvalidateNotes();
  return useMutation(
    trpc.notes.create.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: ({ badges }) => {
        updateUser((user) => ({ ...user, badges }));
        invalidate();
      },
      // Without a connection the note joins the offline queue (its field's onError): no error toast.
      onError: (error) => {
        if (!noConnection(error)) showErrorToast(error);
      },
    }),
  );
}
