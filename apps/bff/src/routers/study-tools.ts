import {
  CreatePlanBlockInputSchema,
  CreatePlanBlockOutputSchema,
  EssayWordListSchema,
  PlannerSchema,
  RemovePlanBlockInputSchema,
} from '@studyflow/contracts/study-tools';
import { shapeNotShown } from '@studyflow/contracts/tolerant';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';
import { segment } from './learning-paths';

const Anything = shapeNotShown(z.object({}));

/** The study tools' server calls (TLS, API-39); the mind-map files go through /files/ downloads. */
export const studyToolsRouter = {
  /** TLS-2: the Essay Word Wizard's directive words. */
  essayWords: publicProcedure.query(({ ctx }) =>
    fromUpstream(ctx, { method: 'GET', path: '/users/apps/essay_question_wizard' }, EssayWordListSchema),
  ),

  /**
   * TLS-13: the learner's weekly plan of study blocks, an extension (docs/upstream-api.md): without
   * it upstream, UPSTREAM_FEATURE_MISSING, and the web keeps the week in the browser.
   */
  planner: publicProcedure.query(({ ctx }) =>
    fromUpstream(ctx, { method: 'GET', path: '/users/apps/planner', extension: 'planner' }, PlannerSchema),
  ),

  addBlock: publicProcedure
    .input(CreatePlanBlockInputSchema)
    .mutation(({ ctx, input }) =>
      fromUpstream(
        ctx,
        { method: 'POST', path: '/users/apps/planner/blocks', body: input, extension: 'planner' },
        CreatePlanBlockOutputSchema,
      ),
    ),

  removeBlock: publicProcedure.input(RemovePlanBlockInputSchema).mutation(async ({ ctx, input }) => {
    await fromUpstream(
      ctx,
      { method: 'DELETE', path: `/users/apps/planner/blocks/${segment(input.id)}` },
      Anything,
    );
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
