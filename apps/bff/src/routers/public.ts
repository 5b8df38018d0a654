import { GuestMessageInputSchema } from '@studyflow/contracts/public';
import { shapeNotShown } from '@studyflow/contracts/tolerant';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { COST_BUDGETS } from '../security/limits';
import { throttled } from '../security/throttle-procedure';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

const Anything = shapeNotShown(z.object({}));

/** What visitors who are not signed in may do: the landing's 'Let's connect' form (PUB-6, API-44). */
export const publicRouter = {
  // Each message is a mail: budgeted per email it names and per IP.
  contact: publicProcedure
    .input(GuestMessageInputSchema)
    .use(throttled(COST_BUDGETS.contact, (input) => input.email))
    .mutation(async ({ ctx, input }) => {
      await fromUpstream(ctx, { method: 'POST', path: '/contact/guest_message', body: input }, Anything);
      return { ok: true as const };
    }),
} satisfies TRPCRouterRecord;
