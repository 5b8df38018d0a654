import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** journal.list, fetched again each time the journal opens (JRN-1). */
export function useReflections() {
  const trpc = useTRPC();
  return useQuery(trpc.journal.list.queryOptions(undefined, { staleTime: 0, refetchOnMount: 'always' }));
}
