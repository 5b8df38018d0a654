import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/api/trpc';

/** After an entry changes, the journal asks again. */
export function useInvalidateJournal(): () => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries(trpc.journal.pathFilter()),
    [trpc, queryClient],
  );
}
