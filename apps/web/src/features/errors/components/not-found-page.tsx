import { Link } from '@studyflow/ui/link';
import { text } from '@studyflow/ui/styles/text.css';
import { useCopy } from '../../../lib/copy';
import { PageHeading } from '../../../lib/page';
import { paths } from '../../../lib/paths';
import * as styles from './error-pages.css';

/** /not-found: where a guest lands on an unknown path, and a 404 from the server. */
export function NotFoundPage() {
  const { errors } = useCopy();
  return (
    <div className={styles.page}>
      <p className={styles.code}>404</p>
      <PageHeading>{errors.notFound}</PageHeading>
      <p className={text({ size: 'lg', tone: 'muted' })}>{errors.notFoundText}</p>
      <Link href={paths.home} variant="standalone">
        {errors.backHome}
      </Link>
    </div>
  );
}
