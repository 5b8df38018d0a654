import { Link } from '@studyflow/ui/link';
import { text } from '@studyflow/ui/styles/text.css';
import { useCopy } from '../../../lib/copy';
import { PageHeading } from '../../../lib/page';
import { paths } from '../../../lib/paths';
import * as styles from './error-pages.css';

/**
 * /error, for failures with no response or a 5xx. The way home reloads the page: after an
 * unexpected failure a clean start is the kindest retry.
 */
export function ErrorPage() {
  const { errors } = useCopy();
  return (
    <div className={styles.page}>
      <PageHeading title={errors.errorHeading}>{errors.errorHeading}</PageHeading>
      <p className={text({ size: 'lg', tone: 'muted' })}>{errors.errorText}</p>
      <Link href={paths.home} variant="standalone" reloadDocument>
        {errors.backHome}
      </Link>
    </div>
  );
}
