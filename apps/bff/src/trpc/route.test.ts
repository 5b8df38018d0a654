import { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from '../upstream/errors';
import type { UpstreamClient } from '../upstream/types';
import { toTRPCError } from './errors';
import { createContext, publicProcedure, router } from './init';
import { createQueryHandler, type QueryErrorEvent } from './query-route';
import { registerTrpcRoute } from './route';

// The query route must answer exactly as tRPC's own Fastify adapter does: the same requests go to
// an app on fastifyTRPCPlugin and to one on registerTrpcRoute, and everything the web's tRPC client
// or our logs can see is compared.

const offline = () => Promise.reject(new Error('no upstream in this test'));
const upstream: UpstreamClient = { request: offline, sessionEndCookies: () => [] };
const settings = { upstream, edition: 'study' as const, mailboxUrl: null, noteQueueKey: () => '' };

const testRouter = router({
  noInput: publicProcedure.query(() => ({ ok: true, list: [1, 2] })),
  echo: publicProcedure
    .input(z.object({ n: z.number() }).optional())
    .query(({ input }) => ({ got: input?.n ?? null })),
  upstreamRefused: publicProcedure.query(() => {
    const cause = new UpstreamError({ kind: 'http', method: 'GET', path: '/x', status: 422, msg: 'No.' });
    throw toTRPCError(cause);
  }),
  tooMany: publicProcedure.query(() => {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Slow down' });
  }),
  crash: publicProcedure.query(() => {
    throw new Error('a bug with internals in its message');
  }),
  streamy: publicProcedure.query(() => ({ later: Promise.resolve(1) })),
  save: publicProcedure.input(z.object({ n: z.number() })).mutation(({ input }) => ({ saved: input.n })),
});

interface Observed {
  errors: { code: string; path: string | undefined; message: string }[];
}

async function buildApp(kind: 'adapter' | 'route', observed: Observed): Promise<FastifyInstance> {
  const app = Fastify();
  const onError = (event: Pick<QueryErrorEvent, 'error' | 'path'>) =>
    observed.errors.push({ code: event.error.code, path: event.path, message: event.error.message });
  await app.register(
    // biome-ignore lint/nursery/noMisusedPromises: Fastify's register takes an async plugin (its FastifyPluginAsync overload); Biome checks only the callback overload
    async (trpc) => {
      if (kind === 'route') {
        registerTrpcRoute(trpc, {
          router: testRouter,
          maxBatchSize: 3,
          createContext: (req, res) => createContext({ req, res }, settings),
          onError,
        });
        return;
      }
      const adapterOptions: FastifyTRPCPluginOptions<typeof testRouter> = {
        trpcOptions: {
          router: testRouter,
          maxBatchSize: 3,
          createContext: ({ req, res }) => createContext({ req, res }, settings),
          onError,
        },
      };
      await trpc.register(fastifyTRPCPlugin, adapterOptions);
    },
    { prefix: '/trpc' },
  );
  await app.ready();
  return app;
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** Requests the web sends, and plain queries that fail: the query route answers these itself. */
const PLAIN: InjectOptions[] = [
  { method: 'GET', url: '/trpc/noInput' },
  { method: 'GET', url: '/trpc/noInput?batch=1' },
  { method: 'GET', url: `/trpc/noInput?batch=1&input=${input({})}` },
  { method: 'GET', url: `/trpc/echo?input=${input({ n: 1 })}` },
  { method: 'GET', url: '/trpc/echo?input=' },
  { method: 'GET', url: `/trpc/echo,noInput,echo?batch=1&input=${input({ 0: { n: 2 }, 2: { n: 3 } })}` },
  { method: 'GET', url: `/trpc/echo%2CnoInput?batch=1&input=${input({ 0: { n: 4 } })}` },
  { method: 'GET', url: `/trpc/echo?batch=1&input=${input({ 0: { n: 'four' } })}` },
  { method: 'GET', url: `/trpc/echo?input=${input({ n: 'four' })}` },
  { method: 'GET', url: '/trpc/echo?batch=1&input=%7Bnot-json' },
  { method: 'GET', url: '/trpc/echo?input=%7Bnot-json' },
  { method: 'GET', url: `/trpc/echo,echo?batch=1&input=${input([{ n: 1 }])}` },
  { method: 'GET', url: '/trpc/upstreamRefused,noInput?batch=1' },
  { method: 'GET', url: '/trpc/upstreamRefused' },
  { method: 'GET', url: '/trpc/tooMany,tooMany?batch=1' },
  { method: 'GET', url: '/trpc/crash?batch=1' },
  { method: 'GET', url: '/trpc/streamy?batch=1' },
  { method: 'GET', url: '/trpc/streamy' },
];

/**
 * Left to tRPC's handler: unknown procedure, mutation over GET, batch past the limit, streaming,
 * connection params, HEAD, a bad escape, and every POST.
 */
const DELEGATED: InjectOptions[] = [
  { method: 'GET', url: '/trpc/nope,noInput?batch=1' },
  { method: 'GET', url: `/trpc/save?batch=1&input=${input({ 0: { n: 1 } })}` },
  { method: 'GET', url: '/trpc/noInput,noInput,noInput,noInput?batch=1' },
  { method: 'GET', url: '/trpc/noInput?batch=1', headers: { 'trpc-accept': 'application/jsonl' } },
  { method: 'GET', url: '/trpc/noInput?batch=1&connectionParams=%7B%7D' },
  { method: 'HEAD', url: '/trpc/noInput?batch=1' },
  { method: 'GET', url: '/trpc/noInput%25zz?batch=1' },
  {
    method: 'POST',
    url: '/trpc/save?batch=1',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ 0: { n: 5 } }),
  },
  {
    method: 'POST',
    url: '/trpc/noInput?batch=1',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  },
];

const CASES = [...PLAIN, ...DELEGATED];

let adapter: FastifyInstance;
let route: FastifyInstance;
const seen = { adapter: { errors: [] } as Observed, route: { errors: [] } as Observed };

beforeAll(async () => {
  adapter = await buildApp('adapter', seen.adapter);
  route = await buildApp('route', seen.route);
});
afterAll(async () => {
  await Promise.all([adapter.close(), route.close()]);
});

describe('tRPC route: same answers as the tRPC adapter', () => {
  it.each(CASES.map((options) => [`${options.method} ${String(options.url)}`, options] as const))(
    '%s',
    async (_name, options) => {
      seen.adapter.errors.length = 0;
      seen.route.errors.length = 0;
      const [expected, actual] = await Promise.all([adapter.inject(options), route.inject(options)]);
      expect(actual.statusCode).toBe(expected.statusCode);
      // Byte for byte: both sides JSON.stringify the same envelope in the same key order.
      expect(actual.body).toBe(expected.body);
      expect(actual.headers.vary).toBe(expected.headers.vary);
      const mediaType = (value: unknown) => String(value ?? '').split(';')[0];
      expect(mediaType(actual.headers['content-type'])).toBe(mediaType(expected.headers['content-type']));
      expect(seen.route.errors).toEqual(seen.adapter.errors);
    },
  );
});

describe('query handler: which requests it answers itself', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    const answer = createQueryHandler({
      router: testRouter,
      maxBatchSize: 3,
      createContext: (req, res) => createContext({ req, res }, settings),
      onError: () => undefined,
    });
    // 418 marks "left to tRPC": the adapter never answers with it.
    app.all<{ Params: { path: string } }>('/trpc/:path', async (req, res) =>
      (await answer(req, res)) ? res : res.code(418).send('left to tRPC'),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers every plain GET of known queries, failing or not', async () => {
    for (const options of PLAIN) {
      const response = await app.inject(options);
      expect(response.statusCode, String(options.url)).not.toBe(418);
    }
  });

  it('leaves everything else to tRPC', async () => {
    for (const options of DELEGATED) {
      const response = await app.inject(options);
      expect(response.statusCode, `${options.method} ${String(options.url)}`).toBe(418);
    }
  });

  it('sends the envelope with a Content-Length, not as a chunked web stream', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/noInput?batch=1' });
    expect(response.json()).toEqual([{ result: { data: { ok: true, list: [1, 2] } } }]);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });
});
