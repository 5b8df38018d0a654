import { Link } from '@studyflow/ui/link';
import { useSharedCopy } from '../../lib/copy';
import { externalLinks } from '../../lib/external-links';
import { useAppCopy } from '../copy';
import * as styles from './shell.css';
import { ToastHistoryButton } from './toast-history-button';

export function Footer() {
  const copy = useAppCopy();
  const shared = useSharedCopy();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>{copy.shell.footer}</p>
        <ul className={styles.footerLinks}>
          <li>
            <Link href={externalLinks.terms} target="_blank">
              {shared.terms}
            </Link>
          </li>
          <li>
            <Link href={externalLinks.privacy} target="_blank">
              {shared.privacy}
            </Link>
          </li>
          <li>
            <ToastHistoryButton
              label={copy.shell.earlierMessages}
              emptyText={copy.shell.noMessages}
              closeLabel={copy.shell.close}
            />
          </li>
        </ul>
      </div>
    </footer>
  );
}
