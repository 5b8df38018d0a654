import { GetLearningModuleInputSchema, LearningModuleAnswerSchema } from '@studyflow/contracts/learning';
import type { TRPCRouterRecord } from '@trpc/server';
import { fromUpstream, publicProcedure } from '../trpc';
import { segment } from './learning-paths';

/** A module with its chapters' steps, for the step page's sidebar (API-20, STP-3). */
export const learningModulesRouter = {
  get: publicProcedure
    .input(GetLearningModuleInputSchema)
    .query(({ ctx, input }) =>
      fromUpstream(
        ctx,
        { method: 'GET', path: `/learning_module/${segment(input.slug)}` },
        LearningModuleAnswerSchema,
      ),
    ),
} satisfies TRPCRouterRecord;
