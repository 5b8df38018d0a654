import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/**
 * favourites.list, fresh each time a favourites page opens. A failure is an error toast (FAV-5,
 * ERR-21), not an error page: the caller shows it and the page offers what it can.
 */
export function useFavourites() {
  const trpc = useTRPC();
  return useQuery(
    trpc.favourites.list.queryOptions(undefined, {
      staleTime: 0,
      refetchOnMount: 'always',
      meta: { errors: 'silent' },
    }),
  );
}
