import type { GetStepInput } from '@studyflow/contracts/learning';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** steps.get with the context the step is seen in (STP-9); always fresh when a step opens. */
export function useStep(input: GetStepInput, enabled = true) {
  const trpc = useTRPC();
  return useQuery(
    trpc.steps.get.queryOptions(input, {
      enabled,
      staleTime: 0,
      refetchOnMount: 'always',
      meta: { offline: 'page' },
    }),
  );
}
