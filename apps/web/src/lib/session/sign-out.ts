import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { routes } from '../../config/paths';
import { useTRPCClient } from '../api/trpc';
import { clearOfflineData } from '../offline/clear-offline-data';
import { SESSION_QUERY_KEY } from './session';

/**
 * auth.signOut. Whatever the server says, the browser forgets the user: the whole query cache is
 * cleared, the session becomes "signed out", and the app goes to '/' (ACC-25) — or, for the
 * dashboard's own Sign Out, to the sign-in page (ACC-25: "goes to the sign-in route"). A failure
 * is only logged (ACC-26). What the service worker kept for reading offline is deleted too.
 *
 * A plain call rather than a TanStack mutation: the top bar's account menu and the dashboard hold
 * this hook on every signed-in first view, and the mutation observer would bring the auth forms'
 * whole script (where the build puts TanStack's mutation code) with it. No error toast either way
 * (a mutation here was `errors: 'silent'`).
 */
export function useSignOut(destination: string = routes.home.href()) {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [isPending, setPending] = useState(false);
  const signOut = () => {
    setPending(true);
    void client.auth.signOut
      .mutate()
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => {
        setPending(false);
        queryClient.clear();
        // The next person on a shared computer reads nothing of this learner's offline.
        void clearOfflineData();
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        navigate(destination);
      });
  };
  return { signOut, isPending };
}
