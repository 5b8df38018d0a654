import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** flows.list, fetched again each time the dashboard opens (seed 000 "Dashboard home"). */
export function useFlows() {
  const trpc = useTRPC();
  return useQuery(trpc.flows.list.queryOptions(undefined, { staleTime: 0, refetchOnMount: 'always' }));
}
