import type { User } from '@studyflow/contracts/user';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toAppError } from '../api/errors';
import { type TrpcClient, useTRPCClient } from '../api/trpc';
import { clearOfflineData } from '../offline/clear-offline-data';

/**
 * The signed-in user, or null when signed out. It lives in the query cache under its own key
 * (not auth.authorize's) because "signed out" is a value here, not an error.
 */
export const SESSION_QUERY_KEY = ['session'] as const;

export function sessionQueryOptions(client: TrpcClient) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    // GRD-12: on any failure of the start-up check the user is marked signed out. When the server
    // itself says so (a session that ended without signing out), what this browser kept for
    // reading offline goes too: the next person on a shared computer must not read it.
    queryFn: (): Promise<User | null> =>
      client.auth.authorize.query().catch(async (error: unknown) => {
        if (toAppError(error).status !== null) await clearOfflineData();
        return null;
      }),
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

/** `enabled` is false on the one path that never asks (see app/guards). */
export function useSession(enabled: boolean): SessionState {
  const client = useTRPCClient();
  const { data } = useQuery({ ...sessionQueryOptions(client), enabled });
  if (data === undefined) return enabled ? { status: 'checking' } : { status: 'skipped' };
  return data === null ? { status: 'guest' } : { status: 'signed-in', user: data };
}

/** The signed-in user for pages behind the guard, which never render without one. */
export function useCurrentUser(): User | null {
  const client = useTRPCClient();
  return useQuery({ ...sessionQueryOptions(client), enabled: false }).data ?? null;
}

/**
 * What keys a learner's things kept in this browser (drafts, a local plan): the upstream's id, or
 * the email where the upstream gives users no id (the specification's User has none), so two
 * learners sharing a computer never see each other's.
 */
export const learnerKey = (user: Pick<User, 'id' | 'email'> | null): string =>
  user === null ? 'anonymous' : String(user.id ?? user.email.toLowerCase());

/** Signing in (or licence sign-up) stores the returned user; the guards do the rest. */
export function useSetSessionUser(): (user: User | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user) => {
      // A new sign-in starts with nothing kept from whoever used this browser before (the same
      // learner's own update, a software choice say, keeps it).
      const previous = queryClient.getQueryData<User | null>(SESSION_QUERY_KEY) ?? null;
      if (previous === null || user === null || learnerKey(previous) !== learnerKey(user)) {
        void clearOfflineData();
      }
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
    [queryClient],
  );
}
