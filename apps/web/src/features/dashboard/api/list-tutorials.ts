import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** tutorials.list, fetched again each time the software dashboard opens (DSH-5). */
export function useTutorials() {
  const trpc = useTRPC();
  return useQuery(
    trpc.tutorials.list.queryOptions(undefined, {
      staleTime: 0,
      refetchOnMount: 'always',
      meta: { offline: 'page' },
    }),
  );
}
