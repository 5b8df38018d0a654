import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/**
 * search.query for the settled text (SRC-2): nothing is asked for an empty query, and the last
 * results stay on screen while the next ones load, so the list does not flicker as one types.
 */
export function useSearchResults(query: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.search.query.queryOptions(
      { query },
      { enabled: query !== '', staleTime: 30_000, placeholderData: keepPreviousData },
    ),
  );
}
