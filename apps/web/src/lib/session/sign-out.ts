import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { routes } from '../../config/paths';
import { useTRPC } from '../api/trpc';
import { SESSION_QUERY_KEY } from './session';

/**
 * auth.signOut. Whatever the server says, the browser forgets the user: the whole query cache is
 * cleared, the session becomes "signed out", and the app goes to '/' (ACC-25) — or, for the
 * dashboard's own Sign Out, to the sign-in page (ACC-25: "goes to the sign-in route"). A failure
 * is only logged (ACC-26).
 */
export function useSignOut(destination: string = routes.home.href()) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mutation = useMutation(
    trpc.auth.signOut.mutationOptions({
      meta: { errors: 'silent' },
      onError: (error) => console.error('Sign-out failed', error),
      onSettled: () => {
        queryClient.clear();
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        navigate(destination);
      },
    }),
  );
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
