import type { Edition } from '@studyflow/contracts/edition';
import { readTolerantly } from '@studyflow/contracts/tolerant';
import { initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { formatError, toTRPCError } from './trpc-errors';
import { bindUpstream } from './upstream/cookie-jar';
import { relayCookies } from './upstream/cookies';
import { UpstreamError } from './upstream/errors';
import type {
  BoundUpstreamClient,
  UpstreamCall,
  UpstreamCallRecord,
  UpstreamClient,
  UpstreamResponse,
} from './upstream/types';
import { reportDrift } from './upstream-drift';

export type { UpstreamCall };

// This file is in the graph the web type-checks (root.ts → routers → here): import only types from
// Fastify and Node-free modules, so the web needs no Node typings.

// ─── Context ────────────────────────────────────────────────────────────────────────────────────

export interface ContextSettings {
  upstream: UpstreamClient;
  edition: Edition;
  mailboxUrl: string | null;
}

export interface Context {
  req: FastifyRequest;
  reply: FastifyReply;
  /**
   * The upstream client, already carrying this browser's relayed cookies and our request id; after
   * a call that set cookies (a sign-in), the next calls of the request carry the new ones.
   */
  upstream: BoundUpstreamClient;
  /** Filled by every upstream call of this request; the request log line prints it. */
  upstreamCalls: UpstreamCallRecord[];
  edition: Edition;
  mailboxUrl: string | null;
}

export function createContext(
  { req, res }: { req: FastifyRequest; res: FastifyReply },
  settings: ContextSettings,
): Context {
  const upstreamCalls = req.upstreamCalls;
  return {
    req,
    reply: res,
    upstream: bindUpstream(settings.upstream, {
      cookies: req.cookies,
      requestId: req.id,
      record: (call) => upstreamCalls.push(call),
      signal: req.clientSignal ?? undefined,
      traceId: req.traceId,
    }),
    upstreamCalls,
    edition: settings.edition,
    mailboxUrl: settings.mailboxUrl,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Upstream calls made while serving this request (tRPC procedures and media pass-through). */
    upstreamCalls: UpstreamCallRecord[];
    /** W3C trace id: the incoming `traceparent`'s, or a new one (request-context.ts). */
    traceId: string;
    /** Aborts when the browser goes away before its answer is complete (request-context.ts). */
    clientSignal: AbortSignal | null;
  }
}

// ─── Init and error formatter ───────────────────────────────────────────────────────────────────

const t = initTRPC.context<Context>().create({
  // `data` is exactly contracts ErrorData: no stack, no path, no upstream body.
  errorFormatter({ shape, error }) {
    const { code, message, data } = formatError(error);
    return { ...shape, message, code: TRPC_ERROR_CODES_BY_KEY[code], data };
  },
});

export const router = t.router;

// ─── Procedures ─────────────────────────────────────────────────────────────────────────────────

/**
 * Every procedure is public at this layer: the upstream session decides who is signed in. The
 * procedure's path joins the context so upstream helpers can name it in logs.
 */
export const publicProcedure = t.procedure.use(({ path, next }) => next({ ctx: { procedure: path } }));

export type ProcedureContext = Context & { procedure: string };

// ─── Upstream helpers ───────────────────────────────────────────────────────────────────────────

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
