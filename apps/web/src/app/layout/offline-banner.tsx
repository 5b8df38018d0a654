import { IconButton } from '@studyflow/ui/icon-button';
import { CloseIcon } from '@studyflow/ui/icons';
import { useState } from 'react';
import { useConnectionDrops, useOnline } from '../../lib/offline/online-status';
import { useAppCopy } from '../copy';
import * as styles from './offline-banner.css';

/**
 * While the browser is offline, a calm strip says what still works. The polite live region is on
 * the page from the start (empty while online), so screen readers announce the message when it
 * appears. Closing it hides it until the next time the connection drops.
 */
export function OfflineBanner() {
  const { shell } = useAppCopy();
  const online = useOnline();
  // Closing hides the message for this loss of connection only: the next drop shows it again, even
  // one that follows a return too short for a render to see.
  const drop = useConnectionDrops();
  const [dismissedDrop, setDismissedDrop] = useState<number | null>(null);

  const shown = !online && dismissedDrop !== drop;
  return (
    <div role="status" aria-live="polite" className={shown ? styles.banner : undefined}>
      {shown ? (
        <div className={styles.inner}>
          <p className={styles.text}>
            <strong>{shell.offlineTitle}</strong> {shell.offlineText}
          </p>
          <IconButton
            label={shell.offlineDismiss}
            icon={<CloseIcon />}
            onPress={() => setDismissedDrop(drop)}
          />
        </div>
      ) : null}
    </div>
  );
}
