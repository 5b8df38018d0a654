import { SearchInputSchema, SearchResultSchema } from '@studyflow/contracts/search';
import type { TRPCRouterRecord } from '@trpc/server';
import { fromUpstream, publicProcedure } from '../trpc';

/** The top bar's search over steps, chapters and modules (SRC-1, API-27). */
export const searchRouter = {
  query: publicProcedure
    .input(SearchInputSchema)
    .query(({ ctx, input }) =>
      fromUpstream(
        ctx,
        { method: 'GET', path: '/search', query: { query: input.query } },
        SearchResultSchema,
      ),
    ),
} satisfies TRPCRouterRecord;
