import { SaveUserInfoInputSchema, UserInfoEnvelopeSchema } from '@studyflow/contracts/onboarding';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

/** The onboarding answers (course, knowledge levels, study priorities), saved once per learner. */
export const userInfoRouter = {
  /**
   * A second save fails with the upstream's 422 'UserInfo already exists for User!' in `msg`, which
   * the web treats as "already done" (ERR-16). Priority keys travel snake_cased like the rest.
   */
  create: publicProcedure.input(SaveUserInfoInputSchema).mutation(async ({ ctx, input }) => {
    const call = { method: 'POST', path: '/users/user_info', body: { userInfo: input } } as const;
    const { userInfo } = await fromUpstream(ctx, call, UserInfoEnvelopeSchema);
    return userInfo;
  }),
} satisfies TRPCRouterRecord;
