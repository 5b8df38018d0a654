import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { IconButton } from '@studyflow/ui/icon-button';
import { CloseIcon, MoonIcon } from '@studyflow/ui/icons';
import { Link } from '@studyflow/ui/link';
import { useId, useState, useSyncExternalStore } from 'react';
import { externalLinks } from '../../lib/links/external-links';
import { useCurrentUser } from '../../lib/session/session';
import { storage } from '../../lib/storage/storage';
import { choseDarkColours } from '../../lib/theme/colour-choice';
import { setTheme, useTheme } from '../../lib/theme/theme';
import { useAppCopy } from '../copy';
import * as styles from './dark-mode-banner.css';

const noSubscription = () => () => {};
const closedInThisBrowser = () => storage.get(STORAGE_KEYS.darkModeBannerDismissed) === true;
/** The prerendered landing shows it, and the app hydrates the page as it was drawn (main.tsx). */
const shownInSnapshot = () => false;

/**
 * SHL-7: a banner inviting the learner to switch to dark mode, with a 'Book a demo' mail
 * link (subject Trainer Demo). It shows in the light theme until the learner closes it or takes up
 * the offer; both are remembered. A learner whose own colours are already dark is not asked. On
 * small or zoomed screens it keeps to one short strip, so the page itself still shows first.
 */
export function DarkModeBanner() {
  const { appShell } = useAppCopy();
  const theme = useTheme();
  const user = useCurrentUser();
  const titleId = useId();
  const closedBefore = useSyncExternalStore(noSubscription, closedInThisBrowser, shownInSnapshot);
  const [closedNow, setDismissed] = useState(false);
  const dismissed = closedBefore || closedNow;

  if (theme === 'dark' || dismissed || choseDarkColours(user?.accessabilitySetting)) return null;

  const dismiss = () => {
    storage.set(STORAGE_KEYS.darkModeBannerDismissed, true);
    setDismissed(true);
  };

  return (
    <section aria-labelledby={titleId} className={styles.banner}>
      <div className={styles.inner}>
        <MoonIcon className={styles.icon} />
        <div className={styles.text}>
          <p id={titleId} className={styles.title}>
            {appShell.darkBannerTitle}
          </p>
          <p className={styles.detail}>{appShell.darkBannerText}</p>
          <p>
            <span className={styles.detail}>{appShell.darkBannerDemo} </span>
            <Link href={externalLinks.bookDemo}>{appShell.bookDemo}</Link>
          </p>
        </div>
        <Cluster gap="2" align="center" wrap={false}>
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              dismiss();
              setTheme('dark');
            }}
          >
            {appShell.darkBannerSwitch}
          </Button>
          <IconButton label={appShell.dismissBanner} icon={<CloseIcon />} onPress={dismiss} />
        </Cluster>
      </div>
    </section>
  );
}
