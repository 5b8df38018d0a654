import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/**
 * software.list → every software the learner may pick. Refetched each time a chooser mounts
 * (ONB-10). Failures are the caller's: ONB-10 sends any of them to an error route.
 */
export function useSoftwareList() {
  const trpc = useTRPC();
  return useQuery(
    trpc.software.list.queryOptions(undefined, {
      meta: { errors: 'silent' },
      refetchOnMount: 'always',
    }),
  );
}
