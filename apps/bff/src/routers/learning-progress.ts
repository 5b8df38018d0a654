import { LearningProgressListSchema } from '@studyflow/contracts/learning-progress';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

/**
 * The learner's progress per flow of the edition (the profile page's My Learning card). The upstream
 * calls it GET /users/profile; what it returns is learning progress, so that is its name here.
 */
export const learningProgressRouter = {
  list: publicProcedure.query(({ ctx }) => {
    // API-* (docs/requirements.md): this call carries a no-cache header, so no cache between us and
    // the upstream answers with stale progress when the card reopens.
    const call = { method: 'GET', path: '/users/profile', headers: { 'cache-control': 'no-cache' } } as const;
    return fromUpstream(ctx, call, LearningProgressListSchema);
  }),
} satisfies TRPCRouterRecord;
