import { Link } from '@studyflow/ui/link';
import { useCopy } from '../../../lib/copy';
import { externalLinks } from '../../../lib/paths';
import * as styles from './auth.css';

/** 'By … you agree to our Terms of use and Privacy policy', with both links opening a new tab. */
export function TermsNotice({ before }: { before: string }) {
  const { shell, licence } = useCopy();
  return (
    <p className={styles.terms}>
      {before}{' '}
      <Link href={externalLinks.terms} target="_blank">
        {shell.terms}
      </Link>{' '}
      {licence.and}{' '}
      <Link href={externalLinks.privacy} target="_blank">
        {shell.privacy}
      </Link>
      .
    </p>
  );
}
