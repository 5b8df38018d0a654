import {
  AvatarEnvelopeSchema,
  RemoveAvatarInputSchema,
  RemoveAvatarOutputSchema,
  UploadAvatarInputSchema,
} from '@studyflow/contracts/avatar';
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { AVATAR_TOO_MANY_PIXELS_MESSAGE, exceedsAvatarPixels } from '../security/jpeg-size';
import { COST_BUDGETS } from '../security/limits';
import { bySession, throttled } from '../security/throttle-procedure';
import { publicProcedure } from '../trpc/init';
import { fromUpstream } from '../trpc/upstream-call';

/** The learner's avatar: a cropped JPEG data URL up, `{ id, large, medium }` (under /uploads) back. */
export const avatarRouter = {
  // Each upload is decoded, re-encoded and stored upstream: budgeted per learner and per IP.
  create: publicProcedure
    .input(UploadAvatarInputSchema)
    .use(throttled(COST_BUDGETS.avatar, bySession))
    .mutation(async ({ ctx, input }) => {
      // A few bytes can declare 65535 × 65535 pixels (16 GB decoded): refused before the upstream
      // ever decodes it. The web's crop sends at most 512 × 512.
      if (exceedsAvatarPixels(input.image)) {
        throw new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: AVATAR_TOO_MANY_PIXELS_MESSAGE });
      }
      const call = { method: 'POST', path: '/users/avatar', body: { avatar: input } } as const;
      const { avatar } = await fromUpstream(ctx, call, AvatarEnvelopeSchema);
      return avatar;
    }),

  remove: publicProcedure.input(RemoveAvatarInputSchema).mutation(({ ctx, input }) =>
    // The input allows only path-safe ids, numbers or strings (the requirements do not type them).
    fromUpstream(ctx, { method: 'DELETE', path: `/users/avatar/${input.id}` }, RemoveAvatarOutputSchema),
  ),
} satisfies TRPCRouterRecord;
