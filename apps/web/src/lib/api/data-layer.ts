import type { QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { createQueryClient } from './query-client';
import type { DataLayer, TrpcClient } from './trpc';
import { createTrpcClient, trpcOptionsFor } from './trpc-client';

/** The data layer of these two clients (tests and the build's prerender make their own). */
export function dataLayerOf(queryClient: QueryClient, trpcClient: TrpcClient): DataLayer {
  return { queryClient, trpcClient, trpc: trpcOptionsFor(trpcClient, queryClient) };
}

/**
 * The page's one data layer (trpc.tsx loads this module when something first needs it).
 * Its cache listens for the window coming back online for as long as the page is open.
 */
export function makeDataLayer(): DataLayer {
  const queryClient = createQueryClient(navigate);
  queryClient.mount();
  return dataLayerOf(queryClient, createTrpcClient());
}
