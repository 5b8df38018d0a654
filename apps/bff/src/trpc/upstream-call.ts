import { readTolerantly } from '@studyflow/contracts/tolerant';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { relayCookies } from '../upstream/cookies';
import { UpstreamError } from '../upstream/errors';
import type { UpstreamCall, UpstreamResponse } from '../upstream/types';
import { reportDrift } from '../upstream-drift';
import { toTRPCError } from './errors';
import type { ProcedureContext } from './init';

// What a procedure does with the upstream: call it (relaying cookies, failures as TRPCErrors) and read
// the answer with a contracts schema. In the graph the web type-checks (routers → here): no Node.

const OVERLOADED_RETRY_AFTER_S = 1;

/**
 * Calls the upstream for a procedure and relays its Set-Cookie headers (on failure too: a 401 may
 * clear the session). Upstream failures become the TRPCError the error formatter expects.
 */
export async function callUpstream(ctx: ProcedureContext, call: UpstreamCall): Promise<UpstreamResponse> {
  try {
    const response = await ctx.upstream.request(call);
    relayCookies(ctx.reply, response.setCookies);
    ctx.upstream.keepCookies(response.setCookies);
    return response;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    relayCookies(ctx.reply, error.setCookies);
    ctx.upstream.keepCookies(error.setCookies);
    // Our queue for upstream connections is full: a short, honest wait beats a pile-up.
    if (error.kind === 'overloaded') ctx.reply.header('retry-after', String(OVERLOADED_RETRY_AFTER_S));
    throw toTRPCError(error);
  }
}

/**
 * This browser's session ends whatever the upstream said about cookies (its account is gone, or
 * the learner signed out): the browser's session and relayed cookies are cleared in the answer,
 * and later calls of the request go without them.
 */
export function endBrowserSession(ctx: ProcedureContext): void {
  relayCookies(ctx.reply, ctx.upstream.endSession());
}

/** A procedure's upstream call failed because the upstream lacks that extension (extensions.ts). */
export const isFeatureMissing = (error: unknown): boolean =>
  error instanceof TRPCError &&
  error.cause instanceof UpstreamError &&
  error.cause.kind === 'feature_missing';

/**
 * `callUpstream`, then the camelCased body read with a contracts schema. The schemas are tolerant:
 * fields the requirements leave open fall back, and each fallback is reported as drift (a warning, once per
 * procedure and field). Only a body that breaks what the requirements promise fails: logged (procedure,
 * path, issue paths — never the body) and answered as a 502.
 */
export async function fromUpstream<S extends z.ZodType>(
  ctx: ProcedureContext,
  call: UpstreamCall,
  schema: S,
): Promise<z.output<S>> {
  const response = await callUpstream(ctx, call);
  const { result: parsed, fallbacks } = readTolerantly(schema, response.body);
  if (parsed.success) {
    reportDrift(ctx.req.log, {
      procedure: ctx.procedure,
      method: call.method,
      path: call.path,
      fields: fallbacks,
    });
    return parsed.data;
  }
  ctx.req.log.error(
    {
      procedure: ctx.procedure,
      upstream: { method: call.method, path: call.path, status: response.status },
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code })),
    },
    'upstream response does not match the contracts schema',
  );
  const drift = new UpstreamError({
    kind: 'schema_drift',
    method: call.method,
    path: call.path,
    status: response.status,
  });
  throw toTRPCError(drift);
}
