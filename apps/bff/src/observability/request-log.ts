import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UpstreamCallRecord } from '../upstream/types';
import type { Metrics } from './metrics';
import { redactUrl } from './redact';

/** What the log line and metrics say when the browser went away before the answer. */
const CLIENT_CLOSED = 499;

/** `auth.signIn,auth.authorize` from `/trpc/auth.signIn,auth.authorize?batch=1`; [] elsewhere. */
export function procedureNames(url: string): string[] {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/trpc/')) return [];
  let names: string;
  try {
    names = decodeURIComponent(path.slice('/trpc/'.length));
  } catch {
    names = path.slice('/trpc/'.length);
  }
  return names.split(',').filter((name) => name.length > 0);
}

/** The route pattern, never the raw URL (label values must stay few). */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  // Served by the not-found handler: either the SPA's index.html or a real 404.
  return reply.statusCode === 404 ? 'not_found' : 'spa_fallback';
}

/**
 * One log line per request (Fastify's own two lines are disabled in app.ts) with the procedures and
 * the upstream calls behind it, and the HTTP histogram.
 */
async function requestLog(
  app: FastifyInstance,
  options: { metrics: Metrics; knownProcedures: ReadonlySet<string> },
): Promise<void> {
  const calls = new WeakMap<FastifyRequest, UpstreamCallRecord[]>();
  // A getter gives each request its own list (a plain array decorator would be shared by all).
  app.decorateRequest('upstreamCalls', {
    getter(this: FastifyRequest) {
      let list = calls.get(this);
      if (list === undefined) {
        list = [];
        calls.set(this, list);
      }
      return list;
    },
  });

  // A browser that leaves before the answer gets no 'finish', so Fastify runs no onResponse for
  // it: onRequestAbort writes its line instead (status 499, nginx's "client closed request"), and
  // the set keeps the two hooks from both writing one.
  const written = new WeakSet<FastifyRequest>();
  const write = (request: FastifyRequest, reply: FastifyReply, aborted: boolean) => {
    if (written.has(request)) return;
    written.add(request);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const status = aborted ? CLIENT_CLOSED : reply.statusCode;
    const procedures = procedureNames(request.url);
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status,
      ms,
      traceId: request.traceId,
      ...(procedures.length > 0 && { procedures }),
      ...(request.upstreamCalls.length > 0 && { upstream: request.upstreamCalls }),
    };
    if (status >= 500) request.log.error(line, 'request failed');
    else request.log.info(line, aborted ? 'request aborted' : 'request');

    const base = { method: request.method, status };
    if (procedures.length === 0) {
      options.metrics.observeRequest({ ...base, route: routeLabel(request, reply), procedure: '' }, ms);
    }
    // Names come from the URL: anything but a real procedure shares one label value.
    for (const name of procedures) {
      const procedure = options.knownProcedures.has(name) ? name : 'unknown';
      options.metrics.observeRequest({ ...base, route: '/trpc/:path', procedure }, ms);
    }
  };

  const replies = new WeakMap<FastifyRequest, FastifyReply>();
  app.addHook('onRequest', async (request, reply) => {
    replies.set(request, reply);
  });
  app.addHook('onResponse', async (request, reply) => write(request, reply, false));
  app.addHook('onRequestAbort', async (request) => {
    const reply = replies.get(request);
    if (reply) write(request, reply, true);
  });
}

export default fp(requestLog, { name: 'studyflow-request-log', fastify: '5.x' });
