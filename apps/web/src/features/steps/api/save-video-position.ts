import type { SaveVideoPositionInput } from '@studyflow/contracts/learning';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isFeatureMissing } from '../../../lib/api/errors';
import { useTRPC } from '../../../lib/api/trpc';

/**
 * Whether the upstream keeps video positions: set to false, for the rest of this visit, the first
 * time it answers that it has no such call (an extension, docs/upstream-api.md).
 */
let upstreamKeepsPositions = true;

/**
 * steps.savePosition: where the video was left, for another device (VID-11). The caller debounces
 * it; a failure costs nothing but the cross-device resume, so it is only logged. Where the upstream
 * has no such call, nothing more is sent: the place stays in this browser (VID-5).
 */
export function useSaveVideoPosition(): (input: SaveVideoPositionInput) => void {
  const trpc = useTRPC();
  const { mutate } = useMutation(
    trpc.steps.savePosition.mutationOptions({
      meta: { errors: 'silent' },
      onError: (error) => {
        if (isFeatureMissing(error, 'videoPosition')) upstreamKeepsPositions = false;
        else console.error('Saving the video position failed', error);
      },
    }),
  );
  return useCallback(
    (input) => {
      if (upstreamKeepsPositions) mutate(input);
    },
    [mutate],
  );
}

/** For tests: a new visit. */
export function resetVideoPositionSupport(): void {
  upstreamKeepsPositions = true;
}
