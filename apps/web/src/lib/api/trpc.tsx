import type { AppRouter } from '@studyflow/bff/router';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createContext, type ReactNode, use, useContext } from 'react';
import type { createTrpcClient } from './trpc-client';

// The tRPC client and its TanStack options come with the data layer, not with the first script:
// the hooks below read them from it, and a component that calls one before the layer has loaded
// waits for it (Suspense). This module itself is in the first script.

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** What `useTRPC()` gives a component: each procedure's query and mutation options. */
export type TrpcOptions = TRPCOptionsProxy<AppRouter>;

/**
 * The data layer: TanStack Query's cache and the tRPC client, with each procedure's query and
 * mutation options. Its code (~60 KB before compression) is not in the first script: a guest page
 * that shows no server data (the landing, the legal pages, the assessor toolkit, the error pages)
 * never loads it, and every other page loads it beside the app's own scripts (docs/decisions.md,
 * "The data layer loads where it is used").
 */
export interface DataLayer {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  trpc: TrpcOptions;
}

/** The data layer the components below use; null above the first page that needed it. */
export const DataLayerContext = createContext<DataLayer | null>(null);

let loaded: DataLayer | null = null;
let loading: Promise<DataLayer> | null = null;
const listeners = new Set<() => void>();

/** The page's data layer once it has loaded, else null. */
export const currentDataLayer = (): DataLayer | null => loaded;

export function subscribeDataLayer(onLoad: () => void): () => void {
  listeners.add(onLoad);
  return () => listeners.delete(onLoad);
}

/**
 * Loads the data layer (once per page; a script that failed to load, offline say, is asked for again
 * next time). Resolves once every subscriber has been told.
 */
export function loadDataLayer(): Promise<DataLayer> {
  if (loading) return loading;
  const started = import('./data-layer').then(({ makeDataLayer }) => {
    loaded ??= makeDataLayer();
    for (const onLoad of listeners) onLoad();
    return loaded;
  });
  started.catch(() => {
    if (loading === started) loading = null;
  });
  loading = started;
  return started;
}

/** For tests: the page as a new load has it, with no data layer yet. */
export function resetDataLayer(): void {
  loaded = null;
  loading = null;
}

/** For the hooks that call the server: the data layer, waiting for it (Suspense) if need be. */
export function useDataLayer(): DataLayer {
  return useContext(DataLayerContext) ?? currentDataLayer() ?? use(loadDataLayer());
}

/** Each procedure's query and mutation options. */
export const useTRPC = (): TrpcOptions => useDataLayer().trpc;

/** The tRPC client itself, for calls made outside TanStack Query. */
export const useTRPCClient = (): TrpcClient => useDataLayer().trpcClient;

/**
 * What a part that calls the server renders inside: the data layer's providers, once it has loaded
 * (the part suspends until then, showing its Suspense fallback). Always the same two providers, so
 * the part never remounts whether the layer came from above or from here.
 */
export function DataGate({ children }: { children: ReactNode }) {
  const layer = useDataLayer();
  return (
    <QueryClientContext.Provider value={layer.queryClient}>
      <DataLayerContext.Provider value={layer}>{children}</DataLayerContext.Provider>
    </QueryClientContext.Provider>
  );
}

/** `load` with the data layer: what a lazily loaded part that calls the server loads with. */
export function withDataLayer<T>(load: Promise<T>): Promise<T> {
  return Promise.all([load, loadDataLayer()]).then(([module]) => module);
}
