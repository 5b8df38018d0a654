import {
  ConfirmInputSchema,
  EmailInputSchema,
  MessageSchema,
  ResetPasswordInputSchema,
  SignInInputSchema,
  SignUpInputSchema,
  SignUpOutputSchema,
  UserEnvelopeSchema,
} from '@studyflow/contracts/auth';
import type { TRPCRouterRecord } from '@trpc/server';
import { callUpstream, fromUpstream, publicProcedure } from '../trpc';

/**
 * Account access, one procedure per upstream /auth call (docs/upstream-api.md). Bodies are written
 * in camelCase; the upstream client snake_cases them.
 */
export const authRouter = {
  authorize: publicProcedure.query(async ({ ctx }) => {
    const { user } = await fromUpstream(ctx, { method: 'POST', path: '/auth/authorize' }, UserEnvelopeSchema);
    return user;
  }),

  signIn: publicProcedure.input(SignInInputSchema).mutation(async ({ ctx, input }) => {
    const call = { method: 'POST', path: '/auth/sign_in', body: input } as const;
    const { user } = await fromUpstream(ctx, call, UserEnvelopeSchema);
    return user;
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    // 204 with the session cookie cleared; there is no body to check.
    await callUpstream(ctx, { method: 'DELETE', path: '/auth/sign_out' });
    return { ok: true as const };
  }),

  signUp: publicProcedure.input(SignUpInputSchema).mutation(({ ctx, input }) => {
    const { signUpType, ...user } = input;
    const call = { method: 'POST', path: '/auth/sign_up', body: { user, signUpType } } as const;
    return fromUpstream(ctx, call, SignUpOutputSchema);
  }),

  verifyEmail: publicProcedure
    .input(EmailInputSchema)
    .mutation(({ ctx, input }) =>
      fromUpstream(ctx, { method: 'POST', path: '/auth/verify_email', body: input }, MessageSchema),
    ),

  confirm: publicProcedure
    .input(ConfirmInputSchema)
    .mutation(({ ctx, input }) =>
      fromUpstream(ctx, { method: 'GET', path: '/auth/confirmations', query: input }, MessageSchema),
    ),

  resendConfirmation: publicProcedure
    .input(EmailInputSchema)
    .mutation(({ ctx, input }) =>
      fromUpstream(ctx, { method: 'POST', path: '/auth/confirmations', body: input }, MessageSchema),
    ),

  requestPasswordReset: publicProcedure
    .input(EmailInputSchema)
    .mutation(({ ctx, input }) =>
      fromUpstream(
        ctx,
        { method: 'POST', path: '/auth/reset_password', body: { user: input } },
        MessageSchema,
      ),
    ),

  resetPassword: publicProcedure
    .input(ResetPasswordInputSchema)
    .mutation(({ ctx, input }) =>
      fromUpstream(
        ctx,
        { method: 'PUT', path: '/auth/reset_password', body: { user: input } },
        MessageSchema,
      ),
    ),
} satisfies TRPCRouterRecord;
