import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/api/trpc';

/** After a note changes: the notes and every step list showing a note mark ask again. */
export function useInvalidateNotes(): () => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const filter of [
      trpc.notes.pathFilter(),
      trpc.learningModules.pathFilter(),
      trpc.steps.get.pathFilter(),
      trpc.favourites.pathFilter(),
    ]) {
      void queryClient.invalidateQueries(filter);
    }
  }, [trpc, queryClient]);
}
