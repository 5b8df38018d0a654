import { Link } from '@studyflow/ui/link';
import { ToastHistory } from '@studyflow/ui/toast-history';
import { useSharedCopy } from '../../lib/copy';
import { externalLinks } from '../../lib/external-links';
import { useAppCopy } from '../copy';
import * as styles from './shell.css';

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
            <ToastHistory
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
