import { ResourcesSchema } from '@studyflow/contracts/resources';
import type { TRPCRouterRecord } from '@trpc/server';
import { fromUpstream, publicProcedure } from '../trpc';

/** The software demo library (PUB-9 to PUB-12, API-45): the upstream decides who may see it. */
export const resourcesRouter = {
  list: publicProcedure.query(({ ctx }) =>
    fromUpstream(ctx, { method: 'GET', path: '/resources' }, ResourcesSchema),
  ),
} satisfies TRPCRouterRecord;
