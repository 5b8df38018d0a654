import { Button } from '@studyflow/ui/button';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { Column, Columns } from '@studyflow/ui/columns';
import { ArrowRightIcon, SuccessIcon } from '@studyflow/ui/icons';
import { Spread } from '@studyflow/ui/spread';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { lazy, Suspense, useState } from 'react';
import { dashboardFor, routes } from '../../../config/paths';
import { PageHeading } from '../../../lib/components/page';
import { useEdition } from '../../../lib/edition/edition';
import { useCurrentUser } from '../../../lib/session/session';
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
    <Columns collapseBelow="lg" gap="16" collapsedGap="10" align="center" className={styles.hero}>
      <Column width="3/5">
        <Stack gap="6" align="start">
          <PageHeading level="display" title={brand}>
            {landing.headline}
          </PageHeading>
          <p className={text({ size: 'lg', tone: 'muted' })}>{landing.lead}</p>
          <Stack as="ul" gap="2">
            {landing.points.map((point) => (
              <Cluster as="li" key={point} gap="2" align="center" wrap={false} className={styles.point}>
                <SuccessIcon className={styles.tick} />
                {point}
              </Cluster>
            ))}
          </Stack>
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
      </Column>
      <Column width="2/5">
        <Stack gap="4" className={styles.preview} aria-hidden="true">
          <span className={styles.chip}>{preview.chip}</span>
          <p className={styles.previewTitle}>{preview.title}</p>
          <div className={styles.track}>
            <div className={styles.fill} />
          </div>
          <Spread wrap={false} className={styles.previewMeta}>
            <span>{preview.done}</span>
            <span>{preview.left}</span>
          </Spread>
          <Stack as="ol" gap="2">
            {preview.steps.map((step, index) => (
              <Cluster as="li" key={step} gap="3" align="center" wrap={false} className={styles.step}>
                <span className={index < 2 ? `${styles.stepDot} ${styles.stepDone}` : styles.stepDot} />
                {step}
              </Cluster>
            ))}
          </Stack>
        </Stack>
      </Column>
    </Columns>
  );
}
