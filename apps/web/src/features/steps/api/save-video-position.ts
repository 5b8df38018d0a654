import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * steps.savePosition: where the video was left, for another device (VID-11). The caller debounces
 * it; a failure costs nothing but the cross-device resume, so it is only logged.
 */
export function useSaveVideoPosition() {
  const trpc = useTRPC();
  return useMutation(
    trpc.steps.savePosition.mutationOptions({
      meta: { errors: 'silent' },
      onError: (error) => console.error('Saving the video position failed', error),
    }),
  );
}
