import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';
import { useUpdateSessionUser } from '../../../lib/session/update-user';

/** avatar.remove: only a 'success' status clears the avatar and closes the modal (PRF-8). */
export function useRemoveAvatar(onDone: () => void) {
  const trpc = useTRPC();
  const updateUser = useUpdateSessionUser();
  return useMutation(
    trpc.avatar.remove.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: ({ status }) => {
        if (status !== 'success') {
          console.error('Avatar removal was not confirmed', status);
          return;
        }
        updateUser((user) => ({ ...user, avatar: null }));
        onDone();
      },
      onError: (error) => console.error('Avatar removal failed', error),
    }),
  );
}
