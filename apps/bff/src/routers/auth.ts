import {
  ConfirmInputSchema,
  EmailInputSchema,
  MessageSchema,
  ResetPasswordInputSchema,
  SIGN_UP_TYPES,
  SignInInputSchema,
  SignInOutputSchema,
  SignUpInputSchema,
  SignUpOutputSchema,
} from '@studyflow/contracts/auth';
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { AUTH_THROTTLES } from '../security/limits';
import { throttled } from '../security/throttle-procedure';
import { answeredUser, sessionUser, toUser } from '../session-user';
import { publicProcedure } from '../trpc/init';
import { callUpstream, endBrowserSession, fromUpstream } from '../trpc/upstream-call';
import { UpstreamError } from '../upstream/errors';

const byEmail = (input: { email: string }) => input.email;

const ResetTokenInputSchema = ResetPasswordInputSchema.pick({ resetPasswordToken: true });

/** The upstream's own "nobody is signed in here" (never a network or server failure). */
const isSignedOut = (error: unknown): boolean =>
  error instanceof TRPCError && error.cause instanceof UpstreamError && error.cause.status === 401;

/**
 * Account access, one procedure per upstream /auth call (docs/upstream-api.md). Bodies are written
 * in camelCase; the upstream client snake_cases them.
 */
export const authRouter = {
  /**
   * The start-up check asks this on every page load, guests included. "Nobody is signed in" is an
   * answer, not a failure: null with 200, so a guest's browser logs no failed request (GRD-11).
   */
  authorize: publicProcedure.query(({ ctx }) =>
    sessionUser(ctx).catch((error: unknown) => {
      if (isSignedOut(error)) return null;
      throw error;
    }),
  ),

  signIn: publicProcedure
    .input(SignInInputSchema)
    .use(throttled(AUTH_THROTTLES.signIn, byEmail))
    .mutation(async ({ ctx, input }) => {
      const call = { method: 'POST', path: '/auth/sign_in', body: input } as const;
      const { user } = await fromUpstream(ctx, call, SignInOutputSchema);
      return answeredUser(ctx, call, user);
    }),

  /**
   * The upstream answers 204 with its session cookie cleared; there is no body to check. The
   * browser's session (and relayed) cookies are cleared here too, whatever the upstream answered:
   * on a shared computer, an upstream failing or out of reach must not leave the next person
   * signed in. A failure still fails the call, so the web logs it (ACC-26: no message is shown).
   */
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    try {
      await callUpstream(ctx, { method: 'DELETE', path: '/auth/sign_out' });
    } finally {
      endBrowserSession(ctx);
    }
    return { ok: true as const };
  }),

  signUp: publicProcedure
    .input(SignUpInputSchema)
    .use(throttled(AUTH_THROTTLES.signUp, byEmail))
    .mutation(async ({ ctx, input }) => {
      const { signUpType, ...fields } = input;
      const call = { method: 'POST', path: '/auth/sign_up', body: { user: fields, signUpType } } as const;
      const { user, msg } = await fromUpstream(ctx, call, SignUpOutputSchema);
      if (user || signUpType !== SIGN_UP_TYPES.licence) return { user: user && toUser(ctx, user), msg };
      // A licence activation signs the learner in, so the web wants the user. The account exists by
      // now: a failed read must not report the activation itself as failed.
      return { user: await answeredUser(ctx, call, undefined).catch(() => undefined), msg };
    }),

  verifyEmail: publicProcedure
    .input(EmailInputSchema)
    .use(throttled(AUTH_THROTTLES.verifyEmail, byEmail))
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
    .use(throttled(AUTH_THROTTLES.resendConfirmation, byEmail))
    .mutation(({ ctx, input }) =>
      fromUpstream(ctx, { method: 'POST', path: '/auth/confirmations', body: input }, MessageSchema),
    ),

  requestPasswordReset: publicProcedure
    .input(EmailInputSchema)
    .use(throttled(AUTH_THROTTLES.requestPasswordReset, byEmail))
    .mutation(({ ctx, input }) =>
      fromUpstream(
        ctx,
        { method: 'POST', path: '/auth/reset_password', body: { user: input } },
        MessageSchema,
      ),
    ),

  /**
   * Whether a mailed reset link still works, asked when its page opens (an extension,
   * docs/upstream-api.md): nothing is used up. An upstream without it fails the call as
   * UPSTREAM_FEATURE_MISSING and the page shows the form, letting the PUT decide. Like
   * resetPassword, a long random token is left to the global limit.
   */
  checkResetToken: publicProcedure.input(ResetTokenInputSchema).query(({ ctx, input }) => {
    const call = {
      method: 'GET',
      path: '/auth/reset_password/check',
      query: input,
      extension: 'resetLinkCheck',
    } as const;
    return fromUpstream(ctx, call, MessageSchema);
  }),

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
