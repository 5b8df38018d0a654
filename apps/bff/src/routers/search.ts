import { SearchInputSchema, SearchResultSchema } from '@studyflow/contracts/search';
import type { TRPCRouterRecord } from '@trpc/server';
import { COST_BUDGETS } from '../security/limits';
import { bySession, throttled } from '../security/throttle-procedure';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

/** The top bar's search over steps, chapters and modules (SRC-1, API-27). */
export const searchRouter = {
  // A full-text search upstream per call: budgeted per learner and per IP.
  query: publicProcedure
    .input(SearchInputSchema)
    .use(throttled(COST_BUDGETS.search, bySession))
    .query(({ ctx, input }) =>
      fromUpstream(
        ctx,
        { method: 'GET', path: '/search', query: { query: input.query } },
        SearchResultSchema,
      ),
    ),
} satisfies TRPCRouterRecord;
