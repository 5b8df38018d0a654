import { SupportMessageInputSchema } from '@studyflow/contracts/support';
import { shapeNotShown } from '@studyflow/contracts/tolerant';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { fromUpstream, publicProcedure } from '../trpc';

const Anything = shapeNotShown(z.object({}));

/** The support page (SUP-3, API-42). */
export const supportRouter = {
  send: publicProcedure.input(SupportMessageInputSchema).mutation(async ({ ctx, input }) => {
    const call = {
      method: 'POST',
      path: '/users/settings/contact',
      body: { message: input.message },
    } as const;
    await fromUpstream(ctx, call, Anything);
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
