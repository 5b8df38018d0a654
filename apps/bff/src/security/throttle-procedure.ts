import { tooManyAttemptsMessage } from '@studyflow/contracts/error-catalogue';
import { TRPCError } from '@trpc/server';
import type { ProcedureContext } from '../trpc';
import { RetryLaterError } from '../trpc-errors';
import { normaliseAccount, type Throttle, type ThrottleRule, type ThrottleVerdict } from './throttle';

// In the graph the web type-checks (routers → here): only types from Fastify, no Node imports.

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-account and per-IP budgets of abuse-prone procedures; memory, or Redis when configured. */
    throttle: Throttle;
  }
}

/** Upstream answers that mean "wrong credentials" (401) or "refused as given" (422). */
const FAILURE_CODES = new Set(['UNAUTHORIZED', 'UNPROCESSABLE_CONTENT']);

interface MiddlewareOutcome {
  ok: boolean;
}

const failed = (result: MiddlewareOutcome): boolean =>
  !result.ok &&
  'error' in result &&
  result.error instanceof TRPCError &&
  FAILURE_CODES.has(result.error.code);

/**
 * A tRPC middleware (`.input(schema).use(throttled(rule, (input) => input.email))`) that refuses a
 * call with 429 and `Retry-After` before any upstream call once the account's or the IP's budget is
 * spent. Any procedure that can be abused by repetition (sign-in, mails, later the contact form) uses
 * it the same way; `accountOf` returns null when the call names no account, leaving the IP budget.
 */
export function throttled<TInput>(rule: ThrottleRule, accountOf: (input: TInput) => string | null) {
  return async <R extends MiddlewareOutcome>({
    ctx,
    input,
    next,
  }: {
    ctx: ProcedureContext;
    input: TInput;
    next: () => Promise<R>;
  }): Promise<R> => {
    const throttle = ctx.req.server.throttle;
    const raw = accountOf(input);
    const account = raw === null ? null : normaliseAccount(raw);
    const log = ctx.req.log.child({ procedure: ctx.procedure, throttle: rule.name });

    let verdict: ThrottleVerdict;
    try {
      verdict = await throttle.take(rule, { account, ip: ctx.req.ip });
    } catch (error) {
      // Failing open: a Redis outage must not lock every user out of signing in. It is logged as an
      // error so the outage is seen; the global rate limit still bounds the traffic.
      log.error({ err: error }, 'throttle store unavailable, call let through');
      return next();
    }
    if (!verdict.allowed) {
      const { retryAfterSeconds, scope } = verdict;
      // Never the email: the log line says which budget, not whose.
      log.warn({ scope, retryAfterSeconds }, 'throttled');
      ctx.reply.header('retry-after', String(retryAfterSeconds));
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: tooManyAttemptsMessage(retryAfterSeconds),
        cause: new RetryLaterError(retryAfterSeconds),
      });
    }

    const result = await next();
    if (rule.counts === 'failures' && !failed(result)) {
      try {
        await throttle.giveBack(rule, verdict.taken);
        if (result.ok && account !== null) await throttle.forgetAccount(rule, account);
      } catch (error) {
        log.error({ err: error }, 'throttle store unavailable, unit not given back');
      }
    }
    return result;
  };
}
