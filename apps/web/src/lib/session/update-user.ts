import type { User } from '@studyflow/contracts/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_QUERY_KEY } from './session';

/**
 * Changes the stored signed-in user in place (a new avatar, new accessibility settings, new
 * badges): every screen reading the session follows at once, without asking the server again.
 */
export function useUpdateSessionUser(): (change: (user: User) => User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (change) =>
      queryClient.setQueryData<User | null>(SESSION_QUERY_KEY, (user) => (user ? change(user) : user)),
    [queryClient],
  );
}
