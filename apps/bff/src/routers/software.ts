import { SelectSoftwareOutputSchema } from '@studyflow/contracts/onboarding';
import { SelectSoftwareInputSchema, SoftwareListSchema } from '@studyflow/contracts/software';
import type { TRPCRouterRecord } from '@trpc/server';
import { fromUpstream, publicProcedure } from '../trpc';

/** The software catalogue and the learner's choice from it (onboarding and settings). */
export const softwareRouter = {
  list: publicProcedure.query(async ({ ctx }) => {
    const call = { method: 'GET', path: '/users/softwares/available' } as const;
    const { softwares } = await fromUpstream(ctx, call, SoftwareListSchema);
    return softwares;
  }),

  /** Replaces the selection; the answer's user has softwareSelected true and the new softwares. */
  select: publicProcedure.input(SelectSoftwareInputSchema).mutation(({ ctx, input }) => {
    const call = { method: 'POST', path: '/users/softwares/select', body: { user: input } } as const;
    return fromUpstream(ctx, call, SelectSoftwareOutputSchema);
  }),
} satisfies TRPCRouterRecord;
