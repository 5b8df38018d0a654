import { FavouriteListSchema } from '@studyflow/contracts/favourites';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

/** The learner's favourites as flows → modules → chapters → steps (API-25, FAV-2). */
export const favouritesRouter = {
  list: publicProcedure.query(({ ctx }) =>
    fromUpstream(ctx, { method: 'GET', path: '/users/favourites' }, FavouriteListSchema),
  ),
} satisfies TRPCRouterRecord;
