import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/api/trpc';
import { useUpdateSessionUser } from '../../../lib/session/update-user';
import { clearAvatarErrors } from '../avatar-errors';

/** avatar.create: the cropped jpeg becomes the learner's avatar (PRF-7); failures are logged only (PRF-9). */
export function useCreateAvatar(onDone: () => void, onFailed?: () => void) {
  const trpc = useTRPC();
  const updateUser = useUpdateSessionUser();
  return useMutation(
    trpc.avatar.create.mutationOptions({
      meta: { errors: 'silent' },
      onSuccess: (avatar) => {
        clearAvatarErrors();
        updateUser((user) => ({ ...user, avatar }));
        onDone();
      },
      onError: (error) => {
        console.error('Avatar upload failed', error);
        onFailed?.();
      },
    }),
  );
}
