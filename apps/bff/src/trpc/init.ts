import type { Edition } from '@studyflow/contracts/edition';
import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bindUpstream } from '../upstream/cookie-jar';
import type { BoundUpstreamClient, UpstreamCallRecord, UpstreamClient } from '../upstream/types';
import { formatError } from './errors';

// This file is in the graph the web type-checks (root.ts → routers → here): import only types from
// Fastify and Node-free modules, so the web needs no Node typings.

// ─── Context ────────────────────────────────────────────────────────────────────────────────────

export interface ContextSettings {
  upstream: UpstreamClient;
  edition: Edition;
  mailboxUrl: string | null;
  /** A learner's note-queue key from their id (security/note-queue-key.ts), kept out of this graph. */
  noteQueueKey: (learnerId: string) => string;
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
  noteQueueKey: (learnerId: string) => string;
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
    noteQueueKey: settings.noteQueueKey,
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
