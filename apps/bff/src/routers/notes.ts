import {
  CreateNoteInputSchema,
  CreateNoteOutputSchema,
  NoteListSchema,
  NoteQueueKeySchema,
  RemoveNoteInputSchema,
  UpdateNoteInputSchema,
  UpdateNoteOutputSchema,
} from '@studyflow/contracts/notes';
import { shapeNotShown } from '@studyflow/contracts/tolerant';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { sessionUser } from '../session-user';
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

  /**
   * The key of the signed-in learner's queue of offline notes (docs/decisions.md, "Offline
   * learning"). Whose it is comes from the upstream's session, never from the browser: a signed-out
   * browser gets UNAUTHORIZED, as the upstream answers it. Where the upstream gives users no id, the
   * lower-cased email names the learner (prefixed, so it never meets an id).
   */
  queueKey: publicProcedure.output(NoteQueueKeySchema).query(async ({ ctx }) => {
    const { id, email } = await sessionUser(ctx);
    const learnerId = id === undefined ? `email:${email.trim().toLowerCase()}` : String(id);
    return { key: ctx.noteQueueKey(learnerId), learner: { id, email } };
  }),

  remove: publicProcedure.input(RemoveNoteInputSchema).mutation(async ({ ctx, input }) => {
    await fromUpstream(ctx, { method: 'DELETE', path: `/notes/${segment(input.id)}` }, Anything);
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
