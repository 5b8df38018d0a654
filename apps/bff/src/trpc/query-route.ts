import {
  type AnyTRPCRouter,
  callTRPCProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  TRPCError,
  type TRPCProcedureType,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web's queries (`GET /trpc/a,b?batch=1&input=…`) answered without tRPC's fetch adapter.
 *
 * The adapter turns every Fastify request into a WHATWG `Request` (with an AbortController that
 * throws a DOMException when the response closes) and answers with a `Response` whose body Fastify
 * pipes as a web stream: about a third of the gateway's CPU per call (bench/README.md). This handler
 * runs the same procedures through tRPC's own `callTRPCProcedure` and `getErrorShape` and writes the
 * same envelope, status and headers with one `reply.send()`.
 *
 * It answers only the plain case: a GET naming procedures that all exist as queries, within the
 * batch limit, without streaming (`trpc-accept`, jsonl) or connection params. Everything else is
 * left to tRPC's own handler, whose answers (unknown procedure, mutation over GET, batch too large…)
 * then stay exactly tRPC's.
 */

export interface QueryErrorEvent {
  error: TRPCError;
  path: string | undefined;
  req: FastifyRequest;
  input: unknown;
  ctx: unknown;
  type: TRPCProcedureType | 'unknown';
}

export interface QueryRouteOptions {
  router: AnyTRPCRouter;
  maxBatchSize: number;
  createContext: (req: FastifyRequest, reply: FastifyReply) => unknown;
  /** Called for every failed call, with what tRPC's adapter would pass. */
  onError: (event: QueryErrorEvent) => void;
}

type Inputs = { ok: true; byIndex: Record<number, unknown> } | { ok: false; error: TRPCError };

type CallResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };

const STREAM_MESSAGE = 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPromiseLike = (value: unknown): boolean =>
  (isObject(value) || typeof value === 'function') &&
  typeof (value as { then?: unknown }).then === 'function' &&
  typeof (value as { catch?: unknown }).catch === 'function';

/** Data only httpBatchStreamLink can carry: tRPC refuses it on a plain answer, and so do we. */
function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (Symbol.asyncIterator in value) return true;
  // Own enumerable values, as Object.values gives them, without an array per answer.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = value[key];
    if (isPromiseLike(item) || (isObject(item) && Symbol.asyncIterator in item)) return true;
  }
  return false;
}

type Item = { result: { data: unknown } } | { error: unknown };

/**
 * What tRPC's transformTRPCResponse makes of one of our items, built directly: the same object,
 * without the three babel object spreads per item it spends copying what it was just given.
 */
function serializeItem(config: AnyTRPCRouter['_def']['_config'], item: Item): Item {
  const { serialize } = config.transformer.output;
  if ('error' in item) return { error: serialize(item.error) };
  return { result: { data: serialize(item.result.data) } };
}

/**
 * `?input=` of one request, read on the first call that asks and only then: a class, so a request
 * costs one object here rather than two closures.
 */
class BatchInputs {
  #read: Inputs | undefined;
  readonly #search: URLSearchParams;
  readonly #isBatch: boolean;
  readonly #count: number;
  readonly #router: AnyTRPCRouter;

  constructor(search: URLSearchParams, isBatch: boolean, count: number, router: AnyTRPCRouter) {
    this.#search = search;
    this.#isBatch = isBatch;
    this.#count = count;
    this.#router = router;
  }

  read(): Inputs {
    this.#read ??= parseInputs(this.#search.get('input'), this.#isBatch, this.#count, this.#router);
    return this.#read;
  }

  /** The input of call `index` once read and valid; undefined before, or when it was not. */
  at(index: number): unknown {
    const read = this.#read;
    return read?.ok ? read.byIndex[index] : undefined;
  }
}

/** Reads `?input=` as tRPC does: JSON, one value per batch index, read once and only when asked. */
function parseInputs(text: string | null, isBatch: boolean, count: number, router: AnyTRPCRouter): Inputs {
  const deserialize = (value: unknown): unknown => router._def._config.transformer.input.deserialize(value);
  const byIndex: Record<number, unknown> = Object.create(null);
  try {
    if (!text) return { ok: true, byIndex };
    const parsed: unknown = JSON.parse(text);
    if (!isBatch) {
      byIndex[0] = deserialize(parsed);
      return { ok: true, byIndex };
    }
    if (!isObject(parsed)) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: '"input" needs to be an object when doing a batch call',
      });
    }
    for (let index = 0; index < count; index += 1) {
      const item = parsed[index];
      if (item !== undefined) byIndex[index] = deserialize(item);
    }
    return { ok: true, byIndex };
  } catch (cause) {
    if (cause instanceof TRPCError) return { ok: false, error: cause };
    const message = cause instanceof Error ? cause.message : 'Invalid input';
    return { ok: false, error: new TRPCError({ code: 'BAD_REQUEST', message, cause }) };
  }
}

/** The decoded procedure names, or null when tRPC's handler should answer the request. */
function plainQueryPaths(
  request: FastifyRequest<{ Params: { path: string } }>,
  search: URLSearchParams,
  isBatch: boolean,
  options: QueryRouteOptions,
  queries: ReadonlySet<string>,
): string[] | null {
  const { headers } = request;
  if (headers['trpc-accept'] !== undefined || headers['content-type'] !== undefined) return null;
  if (headers.accept?.includes('application/jsonl')) return null;
  if (search.has('connectionParams')) return null;
  let path: string;
  try {
    // Fastify has decoded the parameter once already; tRPC decodes it again, and so must we.
    path = decodeURIComponent(request.params.path);
  } catch {
    return null;
  }
  const paths = isBatch ? path.split(',') : [path];
  if (isBatch && paths.length > options.maxBatchSize) return null;
  return paths.every((name) => queries.has(name)) ? paths : null;
}

/**
 * A handler that answers a plain query request and resolves true, or resolves false without
 * touching the reply when the request is one for tRPC's own handler.
 */
export function createQueryHandler(options: QueryRouteOptions) {
  const { router } = options;
  const config = router._def._config;
  const queries = new Set(
    Object.entries(router._def.procedures as Record<string, { _def: { type: string } }>)
      .filter(([, procedure]) => procedure._def.type === 'query')
      .map(([name]) => name),
  );

  return async (
    request: FastifyRequest<{ Params: { path: string } }>,
    reply: FastifyReply,
  ): Promise<boolean> => {
    if (request.method !== 'GET') return false;
    const url = request.raw.url ?? '';
    if (url.includes('#')) return false;
    const queryStart = url.indexOf('?');
    const search = new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));
    const isBatch = search.get('batch') === '1';
    const paths = plainQueryPaths(request, search, isBatch, options, queries);
    if (paths === null) return false;

    const inputs = new BatchInputs(search, isBatch, paths.length, router);
    const ctx = options.createContext(request, reply);
    // The browser's departure, as the adapter's request signal would tell (request-context.ts).
    const signal = request.clientSignal ?? undefined;

    const results = await Promise.all(
      paths.map(async (path, batchIndex): Promise<CallResult> => {
        const getRawInput = async () => {
          const read = inputs.read();
          if (!read.ok) throw read.error;
          return read.byIndex[batchIndex];
        };
        try {
          const data: unknown = await callTRPCProcedure({
            router,
            path,
            getRawInput,
            ctx,
            type: 'query',
            signal,
            batchIndex,
          });
          return { ok: true, data };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          options.onError({ error, path, req: request, input: inputs.at(batchIndex), ctx, type: 'query' });
          return { ok: false, error };
        }
      }),
    );

    const shapeOf = (error: TRPCError, path: string | undefined, input: unknown) => ({
      error: getErrorShape({ config, error, type: 'query', path, input, ctx }),
    });
    let body: unknown;
    let status: number;
    const [single] = results;
    if (!isBatch && single !== undefined) {
      const path = paths[0];
      let item: ReturnType<typeof shapeOf> | { result: { data: unknown } };
      if (single.ok && isDataStream(single.data)) {
        // tRPC throws here for a single call: the request-level catch reports it without a path.
        const error = new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: STREAM_MESSAGE });
        options.onError({ error, path: undefined, req: request, input: undefined, ctx, type: 'query' });
        item = shapeOf(error, undefined, undefined);
      } else {
        item = single.ok ? { result: { data: single.data } } : shapeOf(single.error, path, inputs.at(0));
      }
      status = getHTTPStatusCode(item);
      body = serializeItem(config, item);
    } else {
      const items = results.map((result, index) => {
        if (result.ok && !isDataStream(result.data)) return { result: { data: result.data } };
        const error = result.ok
          ? new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: STREAM_MESSAGE })
          : result.error;
        return shapeOf(error, paths[index], inputs.at(index));
      });
      status = getHTTPStatusCode(items);
      body = items.map((item) => serializeItem(config, item));
    }
    reply
      .code(status)
      .header('content-type', 'application/json')
      .header('vary', 'trpc-accept, accept')
      .send(JSON.stringify(body));
    return true;
  };
}
