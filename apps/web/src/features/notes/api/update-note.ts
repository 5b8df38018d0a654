import { useMutation } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useTRPC } from '../../../lib/api/trpc';
import { noConnection } from '../use-queue-note';
import { useInvalidateNotes } from './invalidate-notes';

/** notes.update (NOT-3). */
export function useUpdateNote() {
  const trpc = useTRPC();
  const invalidate = useInvalidateNotes();
  return useMutation(
    trpc.notes.update.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: invalidate,
      // Without a connection the note joins the offline queue (its field's onError): no error toast.
      onError: (error) => {
        if (!noConnection(error)) showErrorToast(error);
      },
    }),
  );
}
