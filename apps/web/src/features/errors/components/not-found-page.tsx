import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { routes } from '../../../config/paths';
import { PageHeading } from '../../../lib/components/page';
import { errorsCopy as errors } from '../copy';
import * as styles from './error-pages.css';

/** /not-found: where a guest lands on an unknown path, and a 404 from the server. */
export function NotFoundPage() {
  return (
    <Stack gap="5" align="center" className={styles.page}>
      <p className={styles.code}>404</p>
      <PageHeading>{errors.notFound}</PageHeading>
      <p className={text({ size: 'lg', tone: 'muted' })}>{errors.notFoundText}</p>
      <Link href={routes.home.href()} variant="standalone">
        {errors.backHome}
      </Link>
    </Stack>
  );
}
