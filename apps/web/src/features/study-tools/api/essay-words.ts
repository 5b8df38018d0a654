import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/** studyTools.essayWords (TLS-2): the same for everyone, so it is kept for the session. */
export function useEssayWords() {
  const trpc = useTRPC();
  return useQuery(
    trpc.studyTools.essayWords.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );
}
