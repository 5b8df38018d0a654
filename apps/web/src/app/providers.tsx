import type { AppConfig } from '@studyflow/contracts/edition';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { TRPCProvider, type TrpcClient } from '../lib/api/trpc';
import { AppConfigContext } from '../lib/edition/edition';

export interface ProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  config: AppConfig;
  children: ReactNode;
}

/** React Aria links and buttons navigate through wouter, so in-app links never reload the page. */
function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(to) => navigate(to)}>{children}</RouterProvider>;
}

export function Providers({ queryClient, trpcClient, config, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider queryClient={queryClient} trpcClient={trpcClient}>
        <AppConfigContext.Provider value={config}>
          <AriaRouter>{children}</AriaRouter>
        </AppConfigContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
