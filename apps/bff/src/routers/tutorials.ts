import {
  EssentialStepSchema,
  GetEssentialInputSchema,
  TutorialsSchema,
} from '@studyflow/contracts/tutorials';
import type { TRPCRouterRecord } from '@trpc/server';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';
import { segment } from './learning-paths';

/** The learner's products' tutorials: Essentials and strategies (FAV-6, FAV-7, API-26). */
export const tutorialsRouter = {
  list: publicProcedure.query(({ ctx }) =>
    fromUpstream(ctx, { method: 'GET', path: '/users/tutorials' }, TutorialsSchema),
  ),

  /** An Essentials step, in the step shape. */
  get: publicProcedure.input(GetEssentialInputSchema).query(({ ctx, input }) => {
    const path = `/users/tutorials/${segment(input.softwareSlug)}/essentials/${segment(input.stepSlug)}`;
    return fromUpstream(ctx, { method: 'GET', path }, EssentialStepSchema);
  }),
} satisfies TRPCRouterRecord;
