import {
  CreateReflectionOutputSchema,
  JournalSchema,
  type ReflectionInput,
  ReflectionInputSchema,
  RemoveReflectionInputSchema,
  RemoveReflectionsInputSchema,
  UpdateReflectionInputSchema,
  UpdateReflectionOutputSchema,
} from '@studyflow/contracts/journal';
import { shapeNotShown } from '@studyflow/contracts/tolerant';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';
import { segment } from './learning-paths';

const Anything = shapeNotShown(z.object({}));
const BASE = '/users/reflective_journal';

/**
 * DAT-10's keys end in a digit (`observe_1`), which camelCase cannot carry back: `observe1` would
 * reach the upstream unchanged, so the body is spelt out here.
 */
const reflectionBody = (input: ReflectionInput) => ({
  reflection: {
    title: input.title,
    observe_1: input.observe1,
    observe_2: input.observe2,
    reflect_1: input.reflect1,
    reflect_2: input.reflect2,
    act: input.act,
  },
});

/** The reflective journal (JRN, API-32 to API-36); downloads go through files/downloads.ts. */
export const journalRouter = {
  list: publicProcedure.query(({ ctx }) => fromUpstream(ctx, { method: 'GET', path: BASE }, JournalSchema)),

  /** JRN-7, JRN-10: answers the updated badges. */
  create: publicProcedure.input(ReflectionInputSchema).mutation(({ ctx, input }) => {
    const call = { method: 'POST', path: `${BASE}/reflections`, body: reflectionBody(input) } as const;
    return fromUpstream(ctx, call, CreateReflectionOutputSchema);
  }),

  update: publicProcedure.input(UpdateReflectionInputSchema).mutation(({ ctx, input }) => {
    const call = {
      method: 'PUT',
      path: `${BASE}/reflections/${segment(input.id)}`,
      body: reflectionBody(input),
    } as const;
    return fromUpstream(ctx, call, UpdateReflectionOutputSchema);
  }),

  remove: publicProcedure.input(RemoveReflectionInputSchema).mutation(async ({ ctx, input }) => {
    await fromUpstream(ctx, { method: 'DELETE', path: `${BASE}/reflections/${segment(input.id)}` }, Anything);
    return { ok: true as const };
  }),

  /** API-36: the ids as a Rails bracket array in the query (`reflection_ids[]=1&…`). */
  removeMany: publicProcedure.input(RemoveReflectionsInputSchema).mutation(async ({ ctx, input }) => {
    const call = {
      method: 'DELETE',
      path: `${BASE}/reflections/delete_many`,
      query: { reflection_ids: input.ids },
    } as const;
    await fromUpstream(ctx, call, Anything);
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
