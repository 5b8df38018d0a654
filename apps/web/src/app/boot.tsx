import type { AppConfig } from '@studyflow/contracts/edition';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { ErrorPage } from '../features/errors/components/error-page';
import { loadAppConfig } from '../lib/edition';
import { createQueryClient } from '../lib/errors';
import { sessionQueryOptions } from '../lib/session';
import { createTrpcClient } from '../lib/trpc';
import { ErrorBoundary } from './error-boundary';
import { SESSION_CHECK_EXCLUDED_PATH } from './guards/decide';
import { Guard } from './guards/guard';
import { normalisePath } from './guards/route-access';
import { Shell } from './layout/shell';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** Used only when the BFF cannot even say which edition it serves: the error page still renders. */
const FALLBACK_CONFIG: AppConfig = { edition: 'study', mailboxUrl: null };

type Boot = { status: 'loading' } | { status: 'ready'; config: AppConfig } | { status: 'failed' };

/**
 * Start-up: load the edition (config.get) before any route renders, and the user for the guards.
 * Without a config nothing can work, so a failure shows the error page in place.
 */
export function App() {
  const trpcClient = useMemo(createTrpcClient, []);
  const queryClient = useMemo(() => createQueryClient(navigate), []);
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });

  useEffect(() => {
    // The guards' session check leaves with the settings, in the same request (the batch link
    // joins calls made in one tick): one round trip before the first page instead of two. The
    // guards read its answer from the cache; /error never asks.
    if (normalisePath(window.location.pathname) !== SESSION_CHECK_EXCLUDED_PATH)
      void queryClient.prefetchQuery(sessionQueryOptions(trpcClient));
    loadAppConfig(trpcClient).then(
      (config) => setBoot({ status: 'ready', config }),
      (error: unknown) => {
        console.error('Could not load the app settings', error);
        setBoot({ status: 'failed' });
      },
    );
  }, [trpcClient, queryClient]);

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
