import { SupportMessageInputSchema } from '@studyflow/contracts/support';
import { shapeNotShown } from '@studyflow/contracts/tolerant';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { COST_BUDGETS } from '../security/limits';
import { bySession, throttled } from '../security/throttle-procedure';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

const Anything = shapeNotShown(z.object({}));

/** The support page (SUP-3, API-42). */
export const supportRouter = {
  // Each message is a mail to support: budgeted per learner and per IP.
  send: publicProcedure
    .input(SupportMessageInputSchema)
    .use(throttled(COST_BUDGETS.support, bySession))
    .mutation(async ({ ctx, input }) => {
      const call = {
        method: 'POST',
        path: '/users/settings/contact',
        body: { message: input.message },
      } as const;
      await fromUpstream(ctx, call, Anything);
      return { ok: true as const };
    }),
} satisfies TRPCRouterRecord;
