import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/**
 * journal.list, fetched again each time the journal opens (JRN-1). A failure is an error toast on
 * the page (JRN-10, ERR-21), not an error page: the caller shows it and offers Try again.
 */
export function useReflections() {
  const trpc = useTRPC();
  return useQuery(
    trpc.journal.list.queryOptions(undefined, {
      staleTime: 0,
      refetchOnMount: 'always',
      meta: { errors: 'silent' },
    }),
  );
}
