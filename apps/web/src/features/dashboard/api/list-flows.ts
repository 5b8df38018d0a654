import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** flows.list, fetched again each time the dashboard opens (DSH-5). */
export function useFlows() {
  const trpc = useTRPC();
  return useQuery(
    trpc.flows.list.queryOptions(undefined, {
      staleTime: 0,
      refetchOnMount: 'always',
      meta: { offline: 'page' },
    }),
  );
}
