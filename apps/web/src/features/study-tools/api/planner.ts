import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** studyTools.planner (TLS-13): the learner's week of study blocks. */
export function usePlanner() {
  const trpc = useTRPC();
  return useQuery(trpc.studyTools.planner.queryOptions());
}
