import { Link } from '@studyflow/ui/link';
import { useSharedCopy } from '../../../lib/copy';
import { externalLinks } from '../../../lib/external-links';
import { useAuthCopy } from '../copy';
import * as styles from './auth.css';

/** 'By … you agree to our Terms of use and Privacy policy', with both links opening a new tab. */
export function TermsNotice({ before }: { before: string }) {
  const { licence } = useAuthCopy();
  const shared = useSharedCopy();
  return (
    <p className={styles.terms}>
      {before}{' '}
      <Link href={externalLinks.terms} target="_blank">
        {shared.terms}
      </Link>{' '}
      {licence.and}{' '}
      <Link href={externalLinks.privacy} target="_blank">
        {shared.privacy}
      </Link>
      .
    </p>
  );
}
