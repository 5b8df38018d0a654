import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * software.list → every software the learner may pick. Refetched each time a chooser mounts
 * (seed 001 §7). Failures are the caller's: the seed sends any of them to /error.
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
