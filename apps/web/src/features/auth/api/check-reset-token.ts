import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';

/**
 * auth.checkResetToken: whether the mailed link still works, asked as its page opens. A refused
 * link (used, old or unknown, a 422) is the page's to explain; anything worse goes to its error page.
 */
export function useResetTokenCheck(resetPasswordToken: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.auth.checkResetToken.queryOptions(
      { resetPasswordToken },
      { meta: { errors: 'form' }, staleTime: Number.POSITIVE_INFINITY },
    ),
  );
}
