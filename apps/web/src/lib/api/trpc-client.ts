import type { AppRouter } from '@studyflow/bff/router';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studyflow/contracts/http';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { OFFLINE_READABLE_PROCEDURES, START_UP_PROCEDURES } from '../offline/offline-data';
import { takeEarlyResponse } from './early-requests';
import type { TrpcClient, TrpcOptions } from './trpc';

const startUp = new Set(START_UP_PROCEDURES);
const sentAlone = new Set<string>(OFFLINE_READABLE_PROCEDURES.filter((path) => !startUp.has(path)));

/**
 * The one client. Every call carries the CSRF header (the BFF rejects calls without it) and the
 * session cookie, which is same-origin because the BFF serves the app.
 *
 * The queries the service worker keeps for reading offline go on their own (`GET /trpc/notes.list`):
 * a batch's address changes with whatever else was asked at that moment, so a kept batch would
 * rarely match the next visit's. Everything else is still batched, the start-up pair too (its batch
 * is the same at every start). A call the start script already made at start-up is answered with
 * what it got (early-requests.ts).
 */
export function createTrpcClient() {
  const options = {
    url: '/trpc',
    headers: () => ({ [CSRF_HEADER]: CSRF_HEADER_VALUE }),
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      takeEarlyResponse(input, init) ?? fetch(input, { ...init, credentials: 'same-origin' }),
  };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'query' && sentAlone.has(op.path),
        true: httpLink(options),
        false: httpBatchLink(options),
      }),
    ],
  });
}

/** Each procedure's query and mutation options over these clients, as `useTRPC()` gives them. */
export const trpcOptionsFor = (client: TrpcClient, queryClient: QueryClient): TrpcOptions =>
  createTRPCOptionsProxy<AppRouter>({ client, queryClient });
