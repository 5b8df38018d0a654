import {
  AvatarEnvelopeSchema,
  RemoveAvatarInputSchema,
  RemoveAvatarOutputSchema,
  UploadAvatarInputSchema,
} from '@studyflow/contracts/avatar';
import type { TRPCRouterRecord } from '@trpc/server';
import { fromUpstream, publicProcedure } from '../trpc';

/** The learner's avatar: a cropped JPEG data URL up, `{ id, large, medium }` (under /uploads) back. */
export const avatarRouter = {
  create: publicProcedure.input(UploadAvatarInputSchema).mutation(async ({ ctx, input }) => {
    const call = { method: 'POST', path: '/users/avatar', body: { avatar: input } } as const;
    const { avatar } = await fromUpstream(ctx, call, AvatarEnvelopeSchema);
    return avatar;
  }),

  remove: publicProcedure.input(RemoveAvatarInputSchema).mutation(({ ctx, input }) =>
    // The input allows only path-safe ids, numbers or strings (the requirements do not type them).
    fromUpstream(ctx, { method: 'DELETE', path: `/users/avatar/${input.id}` }, RemoveAvatarOutputSchema),
  ),
} satisfies TRPCRouterRecord;
