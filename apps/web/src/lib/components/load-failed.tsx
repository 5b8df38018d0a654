import { Button } from '@studyflow/ui/button';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { useEffect } from 'react';
import { markNotKeptOffline } from '../offline/not-kept';

export interface LoadFailedProps {
  /** What could not be loaded, in the feature's words ("Your journal could not be loaded."). */
  message: string;
  retryLabel: string;
  /** Said on the button while it asks again. */
  retryingLabel: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * Where a list would be when loading it failed (ERR-21: the error toast has said why): the plain
 * fact instead of an empty state that would be untrue, and a button that asks again. It is not a
 * live region, so the toast is not said twice; focus stays on the button while it asks. Offline,
 * the list was simply never kept: the offline page takes the page's place (app/boot.tsx), with
 * links to what is.
 */
export function LoadFailed({ message, retryLabel, retryingLabel, onRetry, isRetrying }: LoadFailedProps) {
  useEffect(() => {
    if (!navigator.onLine) markNotKeptOffline(window.location.pathname);
  }, []);
  return (
    <Stack gap="3" align="start">
      <p className={text({ size: 'lg', weight: 'semibold' })}>{message}</p>
      <Button variant="secondary" onPress={onRetry} isPending={isRetrying} pendingLabel={retryingLabel}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
