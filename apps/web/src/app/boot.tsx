import type { AppConfig } from '@studyflow/contracts/edition';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { ErrorPage } from '../features/errors/components/error-page';
import { loadAppConfig } from '../lib/edition';
import { createQueryClient } from '../lib/errors';
import { createTrpcClient } from '../lib/trpc';
import { ErrorBoundary } from './error-boundary';
import { Guard } from './guards/guard';
import { Shell } from './layout/shell';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** Used only when the BFF cannot even say which edition it serves: the error page still renders. */
const FALLBACK_CONFIG: AppConfig = { edition: 'study', mailboxUrl: null };

type Boot = { status: 'loading' } | { status: 'ready'; config: AppConfig } | { status: 'failed' };

/**
 * Start-up: load the edition (config.get) before any route renders, then the guards check the
 * user. Without a config nothing can work, so a failure shows the error page in place.
 */
export function App() {
  const trpcClient = useMemo(createTrpcClient, []);
  const queryClient = useMemo(() => createQueryClient(navigate), []);
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });

  useEffect(() => {
    loadAppConfig(trpcClient).then(
      (config) => setBoot({ status: 'ready', config }),
      (error: unknown) => {
        console.error('Could not load the app settings', error);
        setBoot({ status: 'failed' });
      },
    );
  }, [trpcClient]);

  if (boot.status === 'loading') return <LoadingScreen />;
  const config = boot.status === 'ready' ? boot.config : FALLBACK_CONFIG;

  return (
    <Providers queryClient={queryClient} trpcClient={trpcClient} config={config}>
      <Shell>
        {boot.status === 'failed' ? (
          <ErrorPage />
        ) : (
          <ErrorBoundary fallback={<ErrorPage />}>
            <Guard>
              <AppRoutes />
            </Guard>
          </ErrorBoundary>
        )}
      </Shell>
    </Providers>
  );
}
