import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { QueryClient } from '@tanstack/react-query';
import { type RouteName, routes } from '../config/paths';
import { dataLayerOf } from '../lib/api/data-layer';
import type { EarlyRequestTable } from '../lib/api/early-requests';
import { createTrpcClient } from '../lib/api/trpc-client';
import { askAtStart, FIRST_VIEW_ROUTES } from './first-view';
import { SESSION_CHECK_EXCLUDED_PATH } from './guards/decide';

/** A stand-in for the n-th segment of an address, plain enough to pass through every encoding. */
const SAMPLE_SEGMENT = 'sfearlysegment';
const SAMPLE = new RegExp(`${SAMPLE_SEGMENT}(\\d+)`, 'g');

/** An address of the route, each `:name` segment a stand-in that says its place. */
const samplePath = (pattern: string): string =>
  pattern
    .split('/')
    .map((part, index) => (part.startsWith(':') ? `${SAMPLE_SEGMENT}${index}` : part))
    .join('/');

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/**
 * The calls the app makes as it starts at `path` (app/first-view.ts askAtStart), through its own
 * tRPC client, with the network replaced by a recorder: the very addresses, batches and headers
 * the browser will send, whatever the client's links make of them (an answer a start script kept
 * is taken, not sent).
 */
export async function callsAt(path: string): Promise<Call[]> {
  const calls: Call[] = [];
  const network = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    });
    // Never answered: nothing renders here, and a query cancelled below stops waiting.
    return new Promise<Response>((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
    );
  }) as typeof fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  try {
    askAtStart(dataLayerOf(queryClient, createTrpcClient()), path);
    // The batch link sends what one tick asked for on the next timer.
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    globalThis.fetch = network;
    await queryClient.cancelQueries();
    queryClient.clear();
  }
  return calls;
}

/**
 * The start script's table of start-up calls (lib/api/early-requests.ts): for each route whose first
 * view asks for data of its own, for the one address that never checks the session, and for any
 * other address, what the app asks for as it starts there, recorded from the app's own calls. A
 * route's pattern is turned into a regular expression by the build (vite-prerender.ts); `null`
 * stands for every other address. Only reads are made early: the build fails on anything else.
 */
export async function earlyRequestTable(): Promise<
  Omit<EarlyRequestTable, 'views'> & { views: [string | null, string[]][] }
> {
  const kinds: [string | null, string][] = [
    ...FIRST_VIEW_ROUTES.map((name: RouteName): [string, string] => [
      routes[name].pattern,
      samplePath(routes[name].pattern),
    ]),
    [SESSION_CHECK_EXCLUDED_PATH, SESSION_CHECK_EXCLUDED_PATH],
    [null, '/an-address-of-no-first-view'],
  ];
  let headers: Record<string, string> | undefined;
  const views: [string | null, string[]][] = [];
  for (const [pattern, path] of kinds) {
    const calls = await callsAt(path);
    for (const call of calls) {
      if (call.method !== 'GET') throw new Error(`early requests: ${call.method} ${call.url} is not a read`);
      const same = headers === undefined || JSON.stringify(headers) === JSON.stringify(call.headers);
      if (!same) throw new Error(`early requests: ${call.url} carries other headers than the rest`);
      headers = call.headers;
    }
    views.push([pattern, calls.map(({ url }) => url.replace(SAMPLE, '{$1}'))]);
  }
  return { headers: headers ?? {}, skipWhenStored: STORAGE_KEYS.signOutPending, views };
}
