import { useMutation } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useTRPC } from '../../../lib/api/trpc';
import { useInvalidateJournal } from './invalidate-journal';

/** journal.remove (one entry, JRN-8). */
export function useRemoveReflection() {
  const trpc = useTRPC();
  const invalidate = useInvalidateJournal();
  return useMutation(
    trpc.journal.remove.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: invalidate,
      onError: showErrorToast,
    }),
  );
}
