import { useMutation } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useTRPC } from '../../../lib/api/trpc';
import { useInvalidateJournal } from './invalidate-journal';

/** journal.removeMany (the selected entries, JRN-8, API-36). */
export function useRemoveReflections() {
  const trpc = useTRPC();
  const invalidate = useInvalidateJournal();
  return useMutation(
    trpc.journal.removeMany.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: invalidate,
      onError: showErrorToast,
    }),
  );
}
