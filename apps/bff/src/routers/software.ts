import { SelectSoftwareOutputSchema } from '@studyflow/contracts/onboarding';
import { SelectSoftwareInputSchema, SoftwareListSchema } from '@studyflow/contracts/software';
import type { TRPCRouterRecord } from '@trpc/server';
import { answeredUser } from '../session-user';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

/** The software catalogue and the learner's choice from it (onboarding and settings). */
export const softwareRouter = {
  list: publicProcedure.query(({ ctx }) =>
    fromUpstream(ctx, { method: 'GET', path: '/users/softwares/available' }, SoftwareListSchema),
  ),

  /** Replaces the selection; the user answered has softwareSelected true and the new softwares. */
  select: publicProcedure.input(SelectSoftwareInputSchema).mutation(async ({ ctx, input }) => {
    const call = { method: 'POST', path: '/users/softwares/select', body: { user: input } } as const;
    const { msg, user } = await fromUpstream(ctx, call, SelectSoftwareOutputSchema);
    return { msg, user: await answeredUser(ctx, call, user) };
  }),
} satisfies TRPCRouterRecord;
