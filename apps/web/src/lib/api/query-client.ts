import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { markNotKeptOffline } from '../offline/not-kept';
import { handleError, type Navigate, noAnswerOffline, shouldRetry } from './errors';

/**
 * The app's query cache, with THE error handler (errors.ts) on every query and mutation. Apart from
 * errors.ts so that what the first script needs of it (toAppError, the catalogue) comes without
 * TanStack Query's core, which loads with the data layer (data-layer.ts).
 */
export function createQueryClient(navigate: Navigate): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.offline === 'page' && query.state.data === undefined && noAnswerOffline(error)) {
          markNotKeptOffline(window.location.pathname);
        }
        const errors = query.meta?.errors ?? 'global';
        const watched = query.getObserversCount() > 0;
        handleError(error, errors === 'first-view' ? (watched ? 'global' : 'silent') : errors, navigate);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleError(error, mutation.meta?.errors ?? 'global', navigate),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
