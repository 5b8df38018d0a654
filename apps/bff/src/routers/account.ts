import { RemoveAccountInputSchema } from '@studyflow/contracts/account';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';
import { callUpstream, endBrowserSession } from '../trpc/upstream-call';

/** The learner's own account as a whole (beyond its details, which userInfo and avatar hold). */
export const accountRouter = {
  /**
   * Deletes the signed-in learner's account and everything theirs upstream: `DELETE /users`, an
   * extension (docs/upstream-api.md, `accountDelete`). Without it upstream, UPSTREAM_FEATURE_MISSING
   * and the web points to support instead. Once deleted, the browser's session cookie is cleared
   * here whatever the upstream's answer said about it: no cookie of a deleted account lingers.
   */
  remove: publicProcedure.input(RemoveAccountInputSchema).mutation(async ({ ctx }) => {
    await callUpstream(ctx, { method: 'DELETE', path: '/users', extension: 'accountDelete' });
    endBrowserSession(ctx);
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
