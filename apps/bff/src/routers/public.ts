import { GuestMessageInputSchema } from '@studyflow/contracts/public';
import { shapeNotShown } from '@studyflow/contracts/tolerant';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { fromUpstream, publicProcedure } from '../trpc';

const Anything = shapeNotShown(z.object({}));

/** What visitors who are not signed in may do: the landing's 'Let's connect' form (PUB-6, API-44). */
export const publicRouter = {
  contact: publicProcedure.input(GuestMessageInputSchema).mutation(async ({ ctx, input }) => {
    await fromUpstream(ctx, { method: 'POST', path: '/contact/guest_message', body: input }, Anything);
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
