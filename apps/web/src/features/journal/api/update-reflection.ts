import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';
import { useInvalidateJournal } from './invalidate-journal';

/** journal.update (JRN-7); a failure is said in the modal and logged (ERR-20). */
export function useUpdateReflection() {
  const trpc = useTRPC();
  const invalidate = useInvalidateJournal();
  return useMutation(
    trpc.journal.update.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: invalidate,
      onError: (error) => console.error('Reflection save failed', error),
    }),
  );
}
