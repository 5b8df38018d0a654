import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * profile.get: progress per flow. Seed 000 §7 asks for no cache (the BFF sends no-cache upstream)
 * and a fresh fetch whenever the card opens, so nothing is kept once the card is gone.
 */
export function useLearningProgress() {
  const trpc = useTRPC();
  return useQuery(
    trpc.profile.get.queryOptions(undefined, { staleTime: 0, gcTime: 0, refetchOnMount: 'always' }),
  );
}
