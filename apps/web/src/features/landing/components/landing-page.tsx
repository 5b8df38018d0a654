import { ButtonLink } from '@studyflow/ui/button-link';
import { ArrowRightIcon, SuccessIcon } from '@studyflow/ui/icons';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { dashboardFor, routes } from '../../../app/routes';
import { useEdition } from '../../../lib/edition';
import { PageHeading } from '../../../lib/page';
import { useCurrentUser } from '../../../lib/session';
import { useLandingCopy } from '../copy';
import * as styles from './landing-page.css';

/**
 * '/': until the full landing page arrives (PUB-1 to PUB-7), the hero of each edition with its way
 * in: 'Sign in' for guests, 'Go to Dashboard' for someone signed in.
 */
export function LandingPage() {
  const { landing, brand, preview } = useLandingCopy();
  const edition = useEdition();
  const user = useCurrentUser();

  return (
    <div className={styles.hero}>
      <Stack gap="6" align="start">
        <PageHeading level="display" title={brand}>
          {landing.headline}
        </PageHeading>
        <p className={text({ size: 'lg', tone: 'muted' })}>{landing.lead}</p>
        <ul className={styles.points}>
          {landing.points.map((point) => (
            <li key={point} className={styles.point}>
              <SuccessIcon className={styles.tick} />
              {point}
            </li>
          ))}
        </ul>
        <ButtonLink href={user ? dashboardFor(edition) : routes.auth.href()}>
          {user ? landing.goToDashboard : landing.signIn}
          <ArrowRightIcon />
        </ButtonLink>
      </Stack>
      <div className={styles.preview} aria-hidden="true">
        <span className={styles.chip}>{preview.chip}</span>
        <p className={styles.previewTitle}>{preview.title}</p>
        <div className={styles.track}>
          <div className={styles.fill} />
        </div>
        <div className={styles.previewMeta}>
          <span>{preview.done}</span>
          <span>{preview.left}</span>
        </div>
        <ol className={styles.steps}>
          {preview.steps.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={index < 2 ? `${styles.stepDot} ${styles.stepDone}` : styles.stepDot} />
              {step}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
