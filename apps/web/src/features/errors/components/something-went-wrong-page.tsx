import { ButtonLink } from '@studyflow/ui/button-link';
import { text } from '@studyflow/ui/styles/text.css';
import { useCopy } from '../../../lib/copy';
import { useEdition } from '../../../lib/edition';
import { PageHeading } from '../../../lib/page';
import { dashboardFor, paths } from '../../../lib/paths';
import * as styles from './error-pages.css';

/** /something-went-wrong, for 4xx failures other than 400, 401, 404 and 422. */
export function SomethingWentWrongPage() {
  const { errors } = useCopy();
  const edition = useEdition();
  return (
    <div className={styles.page}>
      <PageHeading>{errors.somethingWentWrong}</PageHeading>
      <p className={text({ size: 'lg', tone: 'muted' })}>{errors.somethingWentWrongText}</p>
      <div className={styles.actions}>
        <ButtonLink href={dashboardFor(edition)}>{errors.backToDashboard}</ButtonLink>
        <ButtonLink href={paths.support} variant="secondary">
          {errors.getSupport}
        </ButtonLink>
      </div>
    </div>
  );
}
