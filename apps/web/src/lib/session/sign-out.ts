import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { routes } from '../../config/paths';
import { useTRPCClient } from '../api/trpc';
import { forgetLearners } from './forget-learner';
import { rememberSignOut, sendSignOut } from './pending-sign-out';
import { SESSION_QUERY_KEY } from './session';

/**
 * auth.signOut. Whatever the server says, the browser forgets the user: the whole query cache is
 * cleared, what this browser kept of the learner goes (lib/session/forget-learner.ts: the offline
 * data, drafts, per-learner settings; their own unsent notes stay, shown to them only), the session
 * becomes "signed out", and the app goes to '/' (ACC-25) — or, for the dashboard's own Sign Out, to
 * the sign-in page (ACC-25: "goes to the sign-in route"). A sign-out that got no answer shows nothing
 * (ACC-26) and is remembered, to be completed at the next start or `online` event
 * (pending-sign-out.ts): until then the browser counts as signed out.
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
    void rememberSignOut()
      .then(() => sendSignOut(client))
      .then(() => forgetLearners({ kind: 'signed-out' }))
      .finally(() => {
        setPending(false);
        queryClient.clear();
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        navigate(destination);
      });
  };
  return { signOut, isPending };
}
