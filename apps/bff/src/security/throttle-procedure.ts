import { tooManyAttemptsMessage } from '@studyflow/contracts/error-catalogue';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { RetryLaterError } from '../trpc/errors';
import type { ProcedureContext } from '../trpc/init';
import {
  normaliseAccount,
  type Throttle,
  type ThrottleRule,
  type ThrottleSubject,
  type ThrottleVerdict,
} from './throttle';

// In the graph the web type-checks (routers → here): only types from Fastify, no Node imports.

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-account and per-IP budgets of abuse-prone procedures; memory, or Redis when configured. */
    throttle: Throttle;
    /** A request's learner as a budget account: a hash of its session cookie (learner-key.ts). */
    learnerOf(cookies: Readonly<Record<string, string | undefined>> | undefined): Promise<string | null>;
    /** A client address as a per-IP budget counts it: an IPv6 /64, an IPv4 address (limits.ts). */
    clientOf(address: string): string;
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
 * One unit of `rule` for `subject`, or null when the store failed. Failing open: a Redis outage must
 * not lock every user out. It is logged as an error so the outage is seen; the global rate limit
 * still bounds the traffic. A refusal is logged with its budget, never whose it was.
 */
export async function takeUnit(
  throttle: Throttle,
  rule: ThrottleRule,
  subject: ThrottleSubject,
  log: FastifyBaseLogger,
): Promise<ThrottleVerdict | null> {
  let verdict: ThrottleVerdict;
  try {
    verdict = await throttle.take(rule, subject);
  } catch (error) {
    log.error({ err: error }, 'throttle store unavailable, call let through');
    return null;
  }
  if (!verdict.allowed) {
    log.warn({ scope: verdict.scope, retryAfterSeconds: verdict.retryAfterSeconds }, 'throttled');
  }
  return verdict;
}

/** Whose budget a call uses, from its input (an email it names) or its context (the session). */
export type AccountOf<TInput> = (
  input: TInput,
  ctx: ProcedureContext,
) => string | null | Promise<string | null>;

/** The signed-in learner's budget: a hash of the session cookie (learner-key.ts). */
export const bySession: AccountOf<unknown> = (_input, ctx) => ctx.req.server.learnerOf(ctx.req.cookies);

/**
 * A tRPC middleware (`.input(schema).use(throttled(rule, (input) => input.email))`) that refuses a
 * call with 429 and `Retry-After` before any upstream call once the account's or the IP's budget is
 * spent. It runs once per procedure call, so a batch of ten calls uses ten units. `accountOf`
 * returns null when the call has no account, leaving the IP budget.
 */
export function throttled<TInput>(rule: ThrottleRule, accountOf: AccountOf<TInput>) {
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
    const raw = await accountOf(input, ctx);
    const account = raw === null ? null : normaliseAccount(raw);
    const subject = { account, ip: ctx.req.server.clientOf(ctx.req.ip) };
    const log = ctx.req.log.child({ procedure: ctx.procedure, throttle: rule.name });

    const verdict = await takeUnit(throttle, rule, subject, log);
    if (verdict === null) return next();
    if (!verdict.allowed) {
      const { retryAfterSeconds } = verdict;
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
        if (result.ok && account !== null) await throttle.forgetAccount(rule, { account, ip: subject.ip });
      } catch (error) {
        log.error({ err: error }, 'throttle store unavailable, unit not given back');
      }
    }
    return result;
  };
}
