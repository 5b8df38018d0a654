import { FlowListSchema } from '@studyflow/contracts/flows';
import {
  GetLearningModuleInputSchema,
  type LearningModule,
  LearningModuleAnswerSchema,
} from '@studyflow/contracts/learning';
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';
import { segment } from './learning-paths';

/**
 * A module with its chapters' steps, for the step page's sidebar (API-20, STP-3). The sidebar and
 * the page wear the flow's colours; an upstream whose module answer names no flow (the requirements
 * show none) gets them from GET /flows (API-19), where the module is listed under its flow.
 */
export const learningModulesRouter = {
  get: publicProcedure
    .input(GetLearningModuleInputSchema)
    .query(async ({ ctx, input }): Promise<LearningModule> => {
      const call = { method: 'GET', path: `/learning_module/${segment(input.slug)}` } as const;
      const module = await fromUpstream(ctx, call, LearningModuleAnswerSchema);
      if (module.flow !== null) return { ...module, flow: module.flow };
      const flows = await fromUpstream(ctx, { method: 'GET', path: '/flows' }, FlowListSchema);
      const flow = flows.find((candidate) =>
        candidate.learningModules.some((listed) => listed.slug === module.slug || listed.id === module.id),
      );
      if (flow === undefined) {
        // A module in no flow of the learner's edition is as good as unknown.
        throw new TRPCError({ code: 'NOT_FOUND', message: 'This page does not exist.' });
      }
      const { name, slug, primaryColor, secondaryColor, tabColor } = flow;
      return { ...module, flow: { name, slug, primaryColor, secondaryColor, tabColor } };
    }),
} satisfies TRPCRouterRecord;
