import { Button } from '@studyflow/ui/button';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { ArrowRightIcon, SuccessIcon } from '@studyflow/ui/icons';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { lazy, Suspense, useState } from 'react';
import { dashboardFor, routes } from '../../../config/paths';
import { useEdition } from '../../../lib/edition';
import { PageHeading } from '../../../lib/page';
import { useCurrentUser } from '../../../lib/session';
import { useLandingCopy } from '../copy';
import { ContactSection } from './contact-section';
import * as styles from './landing-page.css';
import {
  FeaturesGrid,
  MissionSection,
  SoftwareStrip,
  TestimonialsSection,
  TrainingCards,
} from './landing-sections';

// The modal and the video player load when the demo opens, never with the page (PUB-4).
const DemoVideoDialog = lazy(() =>
  import('./demo-video-dialog').then((module) => ({ default: module.DemoVideoDialog })),
);

/**
 * '/' (PUB-1 to PUB-7), in the edition's words: the hero with its way in, the demo, then the
 * sections in the order PUB-4 gives. The header, dark-mode banner and footer come from the frame.
 */
export function LandingPage() {
  return (
    <Stack gap="20">
      <Hero />
      <MissionSection />
      <SoftwareStrip />
      <TestimonialsSection />
      <FeaturesGrid />
      <TrainingCards />
      <ContactSection />
    </Stack>
  );
}

function Hero() {
  const { landing, brand, preview } = useLandingCopy();
  const edition = useEdition();
  const user = useCurrentUser();
  const [demoOpen, setDemoOpen] = useState(false);

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
        <Cluster gap="3">
          <ButtonLink href={user ? dashboardFor(edition) : routes.auth.href()}>
            {user ? landing.goToDashboard : landing.signIn}
            <ArrowRightIcon />
          </ButtonLink>
          <Button variant="secondary" onPress={() => setDemoOpen(true)}>
            {landing.watchDemo}
          </Button>
        </Cluster>
        {demoOpen ? (
          <Suspense fallback={null}>
            <DemoVideoDialog onClose={() => setDemoOpen(false)} />
          </Suspense>
        ) : null}
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
