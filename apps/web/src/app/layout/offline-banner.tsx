import { IconButton } from '@studyflow/ui/icon-button';
import { CloseIcon } from '@studyflow/ui/icons';
import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/offline/online-status';
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
  const [dismissed, setDismissed] = useState(false);

  // Back online: the next time the connection drops, the message shows again.
  useEffect(() => {
    if (online) setDismissed(false);
  }, [online]);

  const shown = !online && !dismissed;
  return (
    <div role="status" aria-live="polite" className={shown ? styles.banner : undefined}>
      {shown ? (
        <div className={styles.inner}>
          <p className={styles.text}>
            <strong>{shell.offlineTitle}</strong> {shell.offlineText}
          </p>
          <IconButton label={shell.offlineDismiss} icon={<CloseIcon />} onPress={() => setDismissed(true)} />
        </div>
      ) : null}
    </div>
  );
}
