import { useMutation } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useTRPC } from '../../../lib/api/trpc';
import { useInvalidateNotes } from './invalidate-notes';

/** notes.remove (NOT-3's Delete). */
export function useRemoveNote() {
  const trpc = useTRPC();
  const invalidate = useInvalidateNotes();
  return useMutation(
    trpc.notes.remove.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: invalidate,
      onError: showErrorToast,
    }),
  );
}
