import { useMutation } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useTRPC } from '../../../lib/api/trpc';
import { useInvalidateNotes } from './invalidate-notes';

/** notes.update (NOT-3). */
export function useUpdateNote() {
  const trpc = useTRPC();
  const invalidate = useInvalidateNotes();
  return useMutation(
    trpc.notes.update.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: invalidate,
      onError: showErrorToast,
    }),
  );
}
