import { ButtonLink } from '@studyflow/ui/button-link';
import { ArrowRightIcon, SuccessIcon } from '@studyflow/ui/icons';
import { text } from '@studyflow/ui/styles/text.css';
import { useCopy } from '../../../lib/copy';
import { useEdition } from '../../../lib/edition';
import { PageHeading } from '../../../lib/page';
import { dashboardFor, paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import * as styles from './landing-page.css';

/** Sample content for the decorative preview card, per edition. */
const PREVIEW = {
  study: {
    chip: 'Essay writing',
    title: 'Plan your essay',
    steps: ['Read the question', 'Make a mind map', 'Order your ideas'],
  },
  pro: {
    chip: 'Read&Write',
    title: 'Check your writing',
    steps: ['Turn on read aloud', 'Listen back', 'Fix what sounds wrong'],
  },
} as const;

/**
 * '/': until the full landing page arrives (seed 001 §2), the hero of each edition with its way
 * in: 'Sign in' for guests, 'Go to Dashboard' for someone signed in.
 */
export function LandingPage() {
  const { landing, brand } = useCopy();
  const edition = useEdition();
  const user = useCurrentUser();
  const preview = PREVIEW[edition];

  return (
    <div className={styles.hero}>
      <div className={styles.copy}>
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
        <ButtonLink href={user ? dashboardFor(edition) : paths.auth}>
          {user ? landing.goToDashboard : landing.signIn}
          <ArrowRightIcon />
        </ButtonLink>
      </div>
      <div className={styles.preview} aria-hidden="true">
        <span className={styles.chip}>{preview.chip}</span>
        <p className={styles.previewTitle}>{preview.title}</p>
        <div className={styles.track}>
          <div className={styles.fill} />
        </div>
        <div className={styles.previewMeta}>
          <span>60% done</span>
          <span>4 MIN left</span>
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
