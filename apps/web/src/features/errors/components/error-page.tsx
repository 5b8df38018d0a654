import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { routes } from '../../../config/paths';
import { PageHeading } from '../../../lib/components/page';
import { errorsCopy as errors } from '../copy';
import * as styles from './error-pages.css';

/**
 * /error, for failures with no response or a 5xx. The way home reloads the page: after an
 * unexpected failure a clean start is the kindest retry.
 */
export function ErrorPage() {
  return (
    <Stack gap="5" align="center" className={styles.page}>
      <PageHeading title={errors.errorHeading}>{errors.errorHeading}</PageHeading>
      <p className={text({ size: 'lg', tone: 'muted' })}>{errors.errorText}</p>
      <Link href={routes.home.href()} variant="standalone" reloadDocument>
        {errors.backHome}
      </Link>
    </Stack>
  );
}
