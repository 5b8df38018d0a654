import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** learningModules.get: the module's chapters and steps for the sidebar (STP-3) and for resuming. */
export function useLearningModule(slug: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.learningModules.get.queryOptions({ slug }, { staleTime: 0, meta: { offline: 'page' } }),
  );
}
