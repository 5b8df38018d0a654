import type { User } from '@studyflow/contracts/user';
import { QueryClientContext, queryOptions } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { toAppError } from '../api/errors';
import {
  currentDataLayer,
  type DataLayer,
  DataLayerContext,
  loadDataLayer,
  type TrpcClient,
} from '../api/trpc';
import { emailDigest, GUEST_KEY } from '../storage/learner-data';
import { forgetLearners } from './forget-learner';
import { completePendingSignOut, isSignOutPending, settlePendingSignOut } from './pending-sign-out';
import { SessionContext, type SessionStore } from './session-store';

/**
 * The signed-in user, or null when signed out. It lives in the query cache under its own key
 * (not auth.authorize's) because "signed out" is a value here, not an error.
 */
export const SESSION_QUERY_KEY = ['session'] as const;

export function sessionQueryOptions(client: TrpcClient) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async ({ signal }): Promise<User | null> => {
      // A sign-out that got no answer is completed first; until it is, this browser is signed out.
      if (isSignOutPending() && !(await completePendingSignOut(client))) return null;
      try {
        const user = await client.auth.authorize.query(undefined, { signal });
        // The server says nobody is signed in (a session that ended without signing out, or a
        // guest): nothing of a learner stays for the next person on a shared computer. Unless a
        // sign-in overtook this check (useSetSessionUser cancels it): its answer is then stale.
        if (user === null && !signal.aborted) await forgetLearners({ kind: 'session-ended' });
        return user;
      } catch (error) {
        // GRD-12: on any failure the user is marked signed out, but only a 401 says the session
        // ended: a struggling server (5xx, 429) or a refusal (403) clears nothing.
        if (sessionEndedBy(error) && !signal.aborted) await forgetLearners({ kind: 'session-ended' });
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { errors: 'silent' },
  });
}

export type SessionState =
  | { status: 'checking' }
  | { status: 'skipped' }
  | { status: 'guest' }
  | { status: 'signed-in'; user: User };

function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (store === null)
    throw new Error('The session hooks need the SessionContext provider (app/providers.tsx).');
  return store;
}

/**
 * Asks the server who is signed in (an asking already on its way is joined), loading the data layer
 * first if the page has not yet. For when the session is not known, and for a sign-out still to send.
 */
export function checkSession(layer: DataLayer | null): Promise<void> {
  return (
    (layer ? Promise.resolve(layer) : loadDataLayer())
      // Asked even over an answer the cache holds: a prerendered page's "nobody", written there before
      // a sign-out still pending could be sent.
      .then(({ queryClient, trpcClient }) =>
        queryClient.fetchQuery({ ...sessionQueryOptions(trpcClient), staleTime: 0 }),
      )
      .then(
        () => undefined,
        () => undefined,
      )
  );
}

/** `enabled` is false on the one path that never asks (see app/guards). */
export function useSession(enabled: boolean): SessionState {
  const store = useSessionStore();
  const user = useSyncExternalStore(store.subscribe, store.get, store.get);
  const layer = useContext(DataLayerContext);
  useEffect(() => {
    if (enabled && user === undefined) void checkSession(layer);
  }, [enabled, user, layer]);
  if (user === undefined) return enabled ? { status: 'checking' } : { status: 'skipped' };
  return user === null ? { status: 'guest' } : { status: 'signed-in', user };
}

/**
 * The signed-in user, or null: signed out, or not known yet. Read from the session store
 * (session-store.ts), so a component renders again only when the user it gets changes: the
 * start-up check answering "nobody" (not known → null) renders nothing again, and the first script
 * needs no query cache for it.
 */
export function useCurrentUser(): User | null {
  const store = useSessionStore();
  const read = () => store.get() ?? null;
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Whether a failed start-up check says the session is over (401), the one failure that clears. */
export const sessionEndedBy = (error: unknown): boolean => toAppError(error).status === 401;

/**
 * What keys a learner's things kept in this browser (drafts, a local plan): the upstream's id, or
 * a digest of the email where the upstream gives users no id (the specification's User has none),
 * so two learners sharing a computer never see each other's and no key name holds an email.
 */
export function learnerKey(user: Pick<User, 'id' | 'email'> | null): string {
  if (user === null) return GUEST_KEY;
  const id: unknown = user.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : emailDigest(user.email);
}

/** Signing in (or licence sign-up) stores the returned user; the guards do the rest. */
export function useSetSessionUser(): (user: User | null) => void {
  // A form that signs in may render before the data layer has loaded (lib/api/send.ts): its answer
  // comes after, so the cache is the layer's by then.
  const fromContext = useContext(QueryClientContext);
  return useCallback(
    (user) => {
      const queryClient = fromContext ?? currentDataLayer()?.queryClient;
      if (!queryClient) throw new Error('A sign-in answered before the data layer loaded.');
      // A new sign-in starts with nothing kept from whoever used this browser before (the same
      // learner's own update, a software choice say, keeps it). Its cookie replaced any session a
      // pending sign-out was still to end, so that sign-out is settled.
      const previous = queryClient.getQueryData<User | null>(SESSION_QUERY_KEY) ?? null;
      if (user !== null) settlePendingSignOut();
      if (previous === null || user === null || learnerKey(previous) !== learnerKey(user)) {
        void forgetLearners(
          user === null ? { kind: 'signed-out' } : { kind: 'other-learner', current: learnerKey(user) },
        );
      }
      // A check still on its way was asked before this answer (the start-up check, when a sign-in
      // pressed on the prerendered page is replayed at once): its "nobody" must not overwrite the
      // user. Cancelling puts the query back synchronously, so the user below is what stays.
      void queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
    [fromContext],
  );
}
