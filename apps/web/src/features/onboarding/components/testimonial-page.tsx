import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { IconButton } from '@studyflow/ui/icon-button';
import { ArrowLeftIcon, ArrowRightIcon } from '@studyflow/ui/icons';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { useState } from 'react';
import { dashboardFor } from '../../../config/paths';
import { contentColumn } from '../../../lib/components/layout.css';
import { PageHeading } from '../../../lib/components/page';
import { useEdition } from '../../../lib/edition/edition';
import { useCurrentUser } from '../../../lib/session/session';
import { useOnboardingCopy } from '../copy';
import { wrapIndex } from '../model/carousel';
import * as styles from './testimonial-page.css';

/**
 * /onboarding/testimonial: three quotes in a carousel (WAI-ARIA carousel pattern, no rotation:
 * nothing moves unless the learner asks), with previous and next wrapping round, then Get Started
 * to the edition's dashboard (ONB-18).
 */
export function TestimonialPage() {
  const copy = useOnboardingCopy().testimonial;
  const edition = useEdition();
  const user = useCurrentUser();
  const [index, setIndex] = useState(0);
  const { quotes } = copy;
  const quote = quotes[index];
  const position = copy.position(index + 1, quotes.length);
  const move = (step: -1 | 1) => setIndex((current) => wrapIndex(current + step, quotes.length));

  return (
    <Stack gap="8" className={contentColumn}>
      <Stack gap="2">
        <PageHeading>{copy.title(user?.firstName ?? '')}</PageHeading>
        <p className={text({ size: 'lg', tone: 'muted' })}>{copy.intro}</p>
      </Stack>
      <Stack
        as="section"
        gap="5"
        aria-roledescription="carousel"
        aria-label={copy.carouselLabel}
        className={styles.carousel}
      >
        {/* Polite, so the new quote and its position are read after a press of previous or next. */}
        <div aria-live="polite" className={styles.slides}>
          {quote ? (
            <Stack
              as="figure"
              gap="4"
              key={index}
              aria-roledescription="slide"
              aria-label={position}
              className={styles.slide}
            >
              <p className={styles.position}>{position}</p>
              <blockquote className={styles.quote}>
                <p>{quote.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.name}>{quote.name}</span>, {quote.role}
              </figcaption>
            </Stack>
          ) : null}
        </div>
        <Cluster gap="3" wrap={false}>
          <IconButton
            label={copy.previous}
            icon={<ArrowLeftIcon />}
            variant="filled"
            onPress={() => move(-1)}
          />
          <IconButton label={copy.next} icon={<ArrowRightIcon />} variant="filled" onPress={() => move(1)} />
        </Cluster>
      </Stack>
      <p className={text({ size: 'sm', tone: 'muted' })}>{copy.note}</p>
      <div>
        <ButtonLink href={dashboardFor(edition)}>{copy.getStarted}</ButtonLink>
      </div>
    </Stack>
  );
}
