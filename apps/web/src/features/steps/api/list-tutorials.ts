import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** tutorials.list: the tutorial sidebar's Essentials and strategies (FAV-7). */
export function useTutorialLinks() {
  const trpc = useTRPC();
  return useQuery(trpc.tutorials.list.queryOptions(undefined, { staleTime: 0 }));
}
