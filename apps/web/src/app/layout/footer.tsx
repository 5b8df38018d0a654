import { Link } from '@studyflow/ui/link';
import { useCopy } from '../../lib/copy';
import { externalLinks } from '../../lib/paths';
import * as styles from './shell.css';

export function Footer() {
  const copy = useCopy();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>{copy.shell.footer}</p>
        <ul className={styles.footerLinks}>
          <li>
            <Link href={externalLinks.terms} target="_blank">
              {copy.shell.terms}
            </Link>
          </li>
          <li>
            <Link href={externalLinks.privacy} target="_blank">
              {copy.shell.privacy}
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
