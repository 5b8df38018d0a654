import { useQuery } from '@tanstack/react-query';
import { refetchOnMountUnlessFirstView } from '../../../lib/api/first-view';
import { type TrpcOptions, useTRPC } from '../../../lib/api/trpc';

/** learningModules.get: the module's chapters and steps for the sidebar (STP-3) and for resuming. */
export const learningModuleQueryOptions = (trpc: TrpcOptions, slug: string) =>
  trpc.learningModules.get.queryOptions(
    { slug },
    { staleTime: 0, refetchOnMount: refetchOnMountUnlessFirstView(true), meta: { offline: 'page' } },
  );

export function useLearningModule(slug: string) {
  return useQuery(learningModuleQueryOptions(useTRPC(), slug));
}
