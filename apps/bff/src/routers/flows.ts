import { FlowListSchema } from '@studyflow/contracts/flows';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

/** The edition's flows (study) or learning paths (Pro), with their modules and progress. */
export const flowsRouter = {
  list: publicProcedure.query(({ ctx }) =>
    fromUpstream(ctx, { method: 'GET', path: '/flows' }, FlowListSchema),
  ),
} satisfies TRPCRouterRecord;
