import type { GetStepInput } from '@studyflow/contracts/learning';
import { useQuery } from '@tanstack/react-query';
import { refetchOnMountUnlessFirstView } from '../../../lib/api/first-view';
import { type TrpcOptions, useTRPC } from '../../../lib/api/trpc';

/**
 * steps.get with the context the step is seen in (STP-9); always fresh when a step opens, the
 * answer asked for at start-up being the first view's own fetch (lib/api/first-view.ts).
 */
export const stepQueryOptions = (trpc: TrpcOptions, input: GetStepInput, enabled = true) =>
  trpc.steps.get.queryOptions(input, {
    enabled,
    staleTime: 0,
    refetchOnMount: refetchOnMountUnlessFirstView('always'),
    meta: { offline: 'page' },
  });

export function useStep(input: GetStepInput, enabled = true) {
  return useQuery(stepQueryOptions(useTRPC(), input, enabled));
}
