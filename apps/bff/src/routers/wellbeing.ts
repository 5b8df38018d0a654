import { CalmRequestInputSchema, CalmRequestOutputSchema } from '@studyflow/contracts/wellbeing';
import type { TRPCRouterRecord } from '@trpc/server';
import { COST_BUDGETS } from '../security/limits';
import { bySession, throttled } from '../security/throttle-procedure';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

/** The wellbeing area (WEL); the cards come from the user's `wellbeings` list. */
export const wellbeingRouter = {
  /**
   * API-43 (WEL-5): the Calm gift request; asking twice is harmless upstream, but each request is
   * handled by people, so it is budgeted per learner and per IP.
   */
  requestCalm: publicProcedure
    .input(CalmRequestInputSchema)
    .use(throttled(COST_BUDGETS.calm, bySession))
    .mutation(({ ctx, input }) =>
      fromUpstream(
        ctx,
        { method: 'POST', path: '/users/settings/calm_licence_request', body: input },
        CalmRequestOutputSchema,
      ),
    ),
} satisfies TRPCRouterRecord;
