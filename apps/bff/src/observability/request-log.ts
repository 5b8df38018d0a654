import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UpstreamCallRecord } from '../upstream/types';
import type { Metrics } from './metrics';
import { redactUrl } from './redact';
import { logsAt } from './request-logger';

/** What the log line and metrics say when the browser went away before the answer. */
const CLIENT_CLOSED = 499;

/** `auth.signIn,auth.authorize` from `/trpc/auth.signIn,auth.authorize?batch=1`; [] elsewhere. */
export function procedureNames(url: string): readonly string[] {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (!path.startsWith('/trpc/')) return NO_PROCEDURES;
  // The web asks the same few batches on every page: each request's split and decode is remembered.
  // Bounded, since a path is whatever the browser sent.
  let names = namesByPath.get(path);
  if (names === undefined) {
    names = Object.freeze(namesIn(path.slice('/trpc/'.length)));
    if (namesByPath.size < NAMES_CACHE_MAX) namesByPath.set(path, names);
  }
  return names;
}

const NO_PROCEDURES: readonly string[] = Object.freeze([]);
const NAMES_CACHE_MAX = 1000;
const namesByPath = new Map<string, readonly string[]>();

function namesIn(encoded: string): string[] {
  let names: string;
  try {
    names = decodeURIComponent(encoded);
  } catch {
    names = encoded;
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

// Per-request state lives in fields of the request itself: WeakMaps and WeakSets keyed by every
// request cost an ephemeron entry each, which the garbage collector then has to walk.
const kCalls = Symbol('studyflow.upstreamCalls');
const kReply = Symbol('studyflow.reply');
const kWritten = Symbol('studyflow.requestLogWritten');

interface LogState {
  [kCalls]: UpstreamCallRecord[] | null;
  [kReply]: FastifyReply | null;
  [kWritten]: boolean;
}

const stateOf = (request: FastifyRequest): LogState => request as unknown as LogState;

export interface RequestLogOptions {
  metrics: Metrics;
  knownProcedures: ReadonlySet<string>;
  /**
   * Requests whose line is written at debug rather than info (app.ts: the web app's files, media):
   * dozens per page load would otherwise bury the calls worth reading. A 5xx is an error regardless.
   */
  routine?: (request: FastifyRequest, status: number) => boolean;
}

/**
 * One log line per request (Fastify's own two lines are disabled in app.ts) with the procedures and
 * the upstream calls behind it, and the HTTP histogram.
 */
async function requestLog(app: FastifyInstance, options: RequestLogOptions): Promise<void> {
  app.decorateRequest(kCalls, null);
  app.decorateRequest(kReply, null);
  app.decorateRequest(kWritten, false);
  // A getter gives each request its own list (a plain array decorator would be shared by all),
  // made on first use.
  app.decorateRequest('upstreamCalls', {
    getter(this: FastifyRequest) {
      const state = stateOf(this);
      let list = state[kCalls];
      if (list === null) {
        list = [];
        state[kCalls] = list;
      }
      return list;
    },
  });

  // A browser that leaves before the answer gets no 'finish', so Fastify runs no onResponse for
  // it: onRequestAbort writes its line instead (status 499, nginx's "client closed request"), and
  // the flag keeps the two hooks from both writing one.
  const NOT_IMPLEMENTED = 501;
  const write = (request: FastifyRequest, reply: FastifyReply, aborted: boolean) => {
    const state = stateOf(request);
    if (state[kWritten]) return;
    state[kWritten] = true;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const status = aborted ? CLIENT_CLOSED : reply.statusCode;
    const procedures = procedureNames(request.url);
    // 501 is only ever an extension the upstream lacks (trpc/errors.ts), whose feature falls back:
    // expected of an upstream written from the specification alone, not a failure to page anyone.
    const failed = status >= 500 && status !== NOT_IMPLEMENTED;
    // A routine request only goes down from info to debug: where info is off, so is debug, and
    // asking which it is (two routeOptions objects Fastify builds per read) would be wasted.
    const level = failed
      ? 'error'
      : !logsAt(request.log, 'info')
        ? null
        : options.routine?.(request, status)
          ? 'debug'
          : 'info';
    // The line is built only when it will be written (production runs at info, a load test may not).
    if (level !== null && logsAt(request.log, level)) {
      const calls = state[kCalls];
      const line = {
        method: request.method,
        url: redactUrl(request.url),
        status,
        ms,
        traceId: request.traceId,
        ...(procedures.length > 0 && { procedures }),
        ...(calls !== null && calls.length > 0 && { upstream: calls }),
      };
      if (failed) request.log.error(line, 'request failed');
      else request.log[level](line, aborted ? 'request aborted' : 'request');
    }

    const { method } = request;
    if (procedures.length === 0) {
      options.metrics.observeRequest(method, routeLabel(request, reply), '', status, ms);
    }
    // Names come from the URL: anything but a real procedure shares one label value.
    for (const name of procedures) {
      const procedure = options.knownProcedures.has(name) ? name : 'unknown';
      options.metrics.observeRequest(method, '/trpc/:path', procedure, status, ms);
    }
  };

  // Callback hooks: an async one costs a promise and a microtask turn per request.
  app.addHook('onRequest', (request, reply, done) => {
    stateOf(request)[kReply] = reply;
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    write(request, reply, false);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const reply = stateOf(request)[kReply];
    if (reply) write(request, reply, true);
    done();
  });
}

export default fp(requestLog, { name: 'studyflow-request-log', fastify: '5.x' });
