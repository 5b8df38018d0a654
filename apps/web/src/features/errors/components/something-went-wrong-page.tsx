import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { dashboardFor, routes } from '../../../config/paths';
import { PageHeading } from '../../../lib/components/page';
import { useEdition } from '../../../lib/edition/edition';
import { externalLinks } from '../../../lib/links/external-links';
import { useCurrentUser } from '../../../lib/session/session';
import { errorsCopy as errors } from '../copy';
import * as styles from './error-pages.css';

/**
 * /something-went-wrong, for 4xx failures other than 400, 401, 404 and 422. A signed-in learner
 * goes back to their dashboard or to Support (PUB-15); a visitor who is not signed in has neither,
 * so they go home, and Get Support mails us.
 */
export function SomethingWentWrongPage() {
  const edition = useEdition();
  const signedIn = useCurrentUser() !== null;
  return (
    <Stack gap="5" align="center" className={styles.page}>
      <PageHeading>{errors.somethingWentWrong}</PageHeading>
      <p className={text({ size: 'lg', tone: 'muted' })}>
        {signedIn ? errors.somethingWentWrongText : errors.somethingWentWrongGuestText}
      </p>
      <Cluster gap="3" justify="center">
        {signedIn ? (
          <ButtonLink href={dashboardFor(edition)}>{errors.backToDashboard}</ButtonLink>
        ) : (
          <ButtonLink href={routes.home.href()}>{errors.backHome}</ButtonLink>
        )}
        <ButtonLink href={signedIn ? routes.support.href() : externalLinks.supportMail} variant="secondary">
          {errors.getSupport}
        </ButtonLink>
      </Cluster>
    </Stack>
  );
}
