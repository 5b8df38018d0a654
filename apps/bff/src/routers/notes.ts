import {
  CreateNoteInputSchema,
  CreateNoteOutputSchema,
  NoteListSchema,
  RemoveNoteInputSchema,
  UpdateNoteInputSchema,
  UpdateNoteOutputSchema,
} from '@studyflow/contracts/notes';
import { shapeNotShown } from '@studyflow/contracts/tolerant';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';
import { segment } from './learning-paths';

const Anything = shapeNotShown(z.object({}));

/** The learner's notes (NOT, API-28 to API-31). */
export const notesRouter = {
  list: publicProcedure.query(({ ctx }) =>
    fromUpstream(ctx, { method: 'GET', path: '/notes' }, NoteListSchema),
  ),

  /** NOT-2: `content` trimmed and on the learner's record of a step; answers the updated badges. */
  create: publicProcedure
    .input(CreateNoteInputSchema)
    .mutation(({ ctx, input }) =>
      fromUpstream(ctx, { method: 'POST', path: '/notes', body: input }, CreateNoteOutputSchema),
    ),

  update: publicProcedure.input(UpdateNoteInputSchema).mutation(({ ctx, input }) => {
    const call = {
      method: 'PUT',
      path: `/notes/${segment(input.id)}`,
      body: { note: { content: input.content } },
    } as const;
    return fromUpstream(ctx, call, UpdateNoteOutputSchema);
  }),

  remove: publicProcedure.input(RemoveNoteInputSchema).mutation(async ({ ctx, input }) => {
    await fromUpstream(ctx, { method: 'DELETE', path: `/notes/${segment(input.id)}` }, Anything);
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
