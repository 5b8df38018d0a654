import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Link } from '@studyflow/ui/link';
import { Spread } from '@studyflow/ui/spread';
import { routes } from '../../config/paths';
import { useSharedCopy } from '../../lib/edition/copy';
import { externalLinks } from '../../lib/links/external-links';
import { openShortcutsLegend } from '../../lib/shortcuts/legend-state';
import { useAppCopy } from '../copy';
import * as styles from './shell.css';
import { ToastHistoryButton } from './toast-history-button';

const SOCIAL = ['linkedin', 'youtube', 'bluesky'] as const;

/** Every page's footer: the legal pages (PUB-17), three social links (PUB-4) and earlier messages. */
export function Footer() {
  const copy = useAppCopy();
  const shared = useSharedCopy();
  return (
    <footer className={styles.footer}>
      <Spread gap="3" align="center" className={styles.footerInner}>
        <p>{copy.shell.footer}</p>
        <Cluster as="ul" gap="4">
          <li>
            <Link href={routes.privacy.href()}>{shared.privacy}</Link>
          </li>
          <li>
            <Link href={routes.terms.href()}>{shared.terms}</Link>
          </li>
          <li>
            <Link href={routes.accessibilityStatement.href()}>{shared.accessibilityStatement}</Link>
          </li>
          <li>
            <ToastHistoryButton
              label={copy.shell.earlierMessages}
              emptyText={copy.shell.noMessages}
              closeLabel={copy.shell.close}
            />
          </li>
          <li>
            <Button variant="text" size="sm" aria-haspopup="dialog" onPress={openShortcutsLegend}>
              {copy.shell.keyboardShortcuts}
            </Button>
          </li>
        </Cluster>
        <nav aria-label={copy.shell.socialLabel}>
          <Cluster as="ul" gap="4">
            {SOCIAL.map((network) => (
              <li key={network}>
                <Link href={externalLinks.social[network]} target="_blank">
                  {copy.shell.social[network]}
                </Link>
              </li>
            ))}
          </Cluster>
        </nav>
      </Spread>
    </footer>
  );
}
