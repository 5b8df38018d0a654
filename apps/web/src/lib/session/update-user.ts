import type { User } from '@studyflow/contracts/user';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { SESSION_QUERY_KEY } from './session';

/**
 * Changes the stored signed-in user in place (a new avatar, new accessibility settings, new
 * badges): every screen reading the session follows at once, without asking the server again.
 * Nothing to change where no data layer has loaded yet: nobody is signed in there.
 */
export function useUpdateSessionUser(): (change: (user: User) => User) => void {
  // The context itself, not useQueryClient(), which throws where there is no cache yet.
  const queryClient = useContext(QueryClientContext);
  return useCallback(
    (change) =>
      queryClient?.setQueryData<User | null>(SESSION_QUERY_KEY, (user) => (user ? change(user) : user)),
    [queryClient],
  );
}
