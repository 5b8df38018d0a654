import { useQuery } from '@tanstack/react-query';
import { refetchOnMountUnlessFirstView } from '../../../lib/api/first-view';
import { type TrpcOptions, useTRPC } from '../../../lib/api/trpc';

/**
 * tutorials.list, fetched again each time the software dashboard opens (DSH-5); on the page the app
 * opened on, the answer asked for at start-up is that fetch (lib/api/first-view.ts).
 */
export const tutorialsQueryOptions = (trpc: TrpcOptions) =>
  trpc.tutorials.list.queryOptions(undefined, {
    staleTime: 0,
    refetchOnMount: refetchOnMountUnlessFirstView('always'),
    meta: { offline: 'page' },
  });

export function useTutorials() {
  return useQuery(tutorialsQueryOptions(useTRPC()));
}
