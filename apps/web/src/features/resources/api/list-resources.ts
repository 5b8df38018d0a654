import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** resources.list (API-45): a failure is the page's to handle (PUB-12 sends it to the fallback page). */
export function useResources() {
  const trpc = useTRPC();
  return useQuery(trpc.resources.list.queryOptions(undefined, { meta: { errors: 'silent' }, retry: false }));
}
