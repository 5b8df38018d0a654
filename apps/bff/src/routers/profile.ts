import { ProfileSchema } from '@studyflow/contracts/profile';
import type { TRPCRouterRecord } from '@trpc/server';
import { fromUpstream, publicProcedure } from '../trpc';

/** The My Learning card: progress per flow of the edition. */
export const profileRouter = {
  get: publicProcedure.query(async ({ ctx }) => {
    // Seed 000 §7: this call carries a no-cache header, so no cache between us and the upstream
    // answers with stale progress when the card reopens.
    const call = { method: 'GET', path: '/users/profile', headers: { 'cache-control': 'no-cache' } } as const;
    const { learningProgress } = await fromUpstream(ctx, call, ProfileSchema);
    return learningProgress;
  }),
} satisfies TRPCRouterRecord;
