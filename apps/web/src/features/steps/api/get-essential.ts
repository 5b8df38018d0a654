import type { GetEssentialInput } from '@studyflow/contracts/tutorials';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** tutorials.get: an Essentials step of one of the learner's products (FAV-6). */
export function useEssentialStep(input: GetEssentialInput, enabled = true) {
  const trpc = useTRPC();
  return useQuery(
    trpc.tutorials.get.queryOptions(input, { enabled, staleTime: 0, meta: { offline: 'page' } }),
  );
}
