import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/**
 * learningProgress.list: progress per flow. The call asks for no cache (the BFF sends no-cache upstream)
 * and a fresh fetch whenever the card opens, so nothing is kept once the card is gone.
 */
export function useLearningProgress() {
  const trpc = useTRPC();
  return useQuery(
    trpc.learningProgress.list.queryOptions(undefined, { staleTime: 0, gcTime: 0, refetchOnMount: 'always' }),
  );
}
