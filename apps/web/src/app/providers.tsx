import type { AppConfig } from '@studyflow/contracts/edition';
import { NavigationProvider } from '@studyflow/ui/navigation';
import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { type DataLayer, DataLayerContext } from '../lib/api/trpc';
import { AppConfigContext } from '../lib/edition/edition';
import { SESSION_QUERY_KEY } from '../lib/session/session';
import { followSessionQuery, SessionContext, SessionStore } from '../lib/session/session-store';

export interface ProvidersProps {
  /** The query cache and tRPC client, once loaded (lib/api/trpc.tsx); null before. */
  layer: DataLayer | null;
  config: AppConfig;
  /** Who is signed in; left out, a store that starts from the layer's cache (tests). */
  session?: SessionStore;
  children: ReactNode;
}

/**
 * Links navigate through wouter, so in-app links never reload the page: ui's native links (the
 * frame's, in the first script) and React Aria's (menus, the side menu) alike.
 */
function AppRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const go = (to: string) => navigate(to);
  return (
    <NavigationProvider navigate={go}>
      <RouterProvider navigate={go}>{children}</RouterProvider>
    </NavigationProvider>
  );
}

export function Providers({ layer, config, session, children }: ProvidersProps) {
  const [store] = useState(
    () => session ?? new SessionStore(layer?.queryClient.getQueryData(SESSION_QUERY_KEY)),
  );
  // The session store follows the query cache once there is one.
  useEffect(
    () => (layer ? followSessionQuery(layer.queryClient, store, SESSION_QUERY_KEY) : undefined),
    [layer, store],
  );
  // The same providers whether the layer has loaded or not, so nothing below remounts when it does.
  return (
    <QueryClientContext.Provider value={layer?.queryClient}>
      <DataLayerContext.Provider value={layer}>
        <SessionContext.Provider value={store}>
          <AppConfigContext.Provider value={config}>
            <AppRouter>{children}</AppRouter>
          </AppConfigContext.Provider>
        </SessionContext.Provider>
      </DataLayerContext.Provider>
    </QueryClientContext.Provider>
  );
}
