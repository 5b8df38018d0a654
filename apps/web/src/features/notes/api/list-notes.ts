import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** notes.list, fresh each time the dialog or the print view opens. */
export function useNotes() {
  const trpc = useTRPC();
  return useQuery(trpc.notes.list.queryOptions(undefined, { staleTime: 0, refetchOnMount: 'always' }));
}
