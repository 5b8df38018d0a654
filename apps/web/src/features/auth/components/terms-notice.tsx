import { Link } from '@studyflow/ui/link';
import { routes } from '../../../config/paths';
import { useSharedCopy } from '../../../lib/edition/copy';
import { useAuthCopy } from '../copy';
import * as styles from './auth.css';

/** 'By … you agree to our Terms of use and Privacy policy', with both links opening a new tab. */
export function TermsNotice({ before }: { before: string }) {
  const { licence } = useAuthCopy();
  const shared = useSharedCopy();
  return (
    <p className={styles.terms}>
      {before}{' '}
      <Link href={routes.terms.href()} target="_blank">
        {shared.terms}
      </Link>{' '}
      {licence.and}{' '}
      <Link href={routes.privacy.href()} target="_blank">
        {shared.privacy}
      </Link>
      .
    </p>
  );
}
