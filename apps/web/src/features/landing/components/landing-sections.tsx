import { ButtonLink } from '@studyflow/ui/button-link';
import { Card } from '@studyflow/ui/card';
import { Cluster } from '@studyflow/ui/cluster';
import { ArrowRightIcon, CheckIcon, MailIcon, StarIcon, SuccessIcon } from '@studyflow/ui/icons';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import { useId } from 'react';
import { routes, signInReturningTo } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session/session';
import { useLandingCopy } from '../copy';
import { Portrait } from './portrait';
import { SectionHeading } from './section-heading';
import * as styles from './sections.css';

const MISSION_ICONS = [ArrowRightIcon, StarIcon, SuccessIcon];

/** PUB-4: get started, build confidence, gain insight. */
export function MissionSection() {
  const { mission } = useLandingCopy();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="6">
        <SectionHeading id={titleId} title={mission.title} intro={mission.intro} />
        <Tiles as="ul" columns={{ md: 2, lg: 3 }} gap="6">
          {mission.items.map((item, index) => {
            const Icon = MISSION_ICONS[index] ?? CheckIcon;
            return (
              <Card key={item.title} elementType="li">
                <Stack gap="3">
                  <span className={styles.badge}>
                    <Icon />
                  </span>
                  <h3 className={styles.cardTitle}>{item.title}</h3>
                  <p className={text({ tone: 'muted' })}>{item.text}</p>
                </Stack>
              </Card>
            );
          })}
        </Tiles>
      </Stack>
    </section>
  );
}

/** PUB-4: the software-logo strip and the way into the demo library (PUB-16 for guests). */
export function SoftwareStrip() {
  const { software } = useLandingCopy();
  const user = useCurrentUser();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="6" align="start">
        <SectionHeading id={titleId} title={software.title} intro={software.intro} />
        <Cluster as="ul" gap="4" align="center">
          {/* Our own drawn tiles, served from the uploads area; each named, as its name is what it shows. */}
          {software.logos.map(({ slug, name }) => (
            <li key={slug}>
              <img src={`/uploads/softwares/${slug}.svg`} alt={name} className={styles.logo} loading="lazy" />
            </li>
          ))}
        </Cluster>
        <Stack gap="2" align="start">
          <ButtonLink
            variant="secondary"
            href={user ? routes.resources.href() : signInReturningTo(routes.resources.href())}
          >
            {software.demos}
            <ArrowRightIcon />
          </ButtonLink>
          {user ? null : <p className={text({ size: 'sm', tone: 'muted' })}>{software.demosHint}</p>}
        </Stack>
      </Stack>
    </section>
  );
}

/** PUB-4, PUB-5: twelve testimonials in one to three columns by width. */
export function TestimonialsSection() {
  const { testimonials } = useLandingCopy();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="6">
        <SectionHeading id={titleId} title={testimonials.title} />
        <Tiles as="ul" columns={{ md: 2, lg: 3 }} gap="6" data-testid="testimonials">
          {testimonials.items.map((item) => (
            <Card key={item.id} elementType="li">
              <figure className={styles.quote}>
                <Stack gap="4">
                  <blockquote className={styles.quote}>
                    <p>{item.comment}</p>
                  </blockquote>
                  <Cluster as="figcaption" gap="3" align="center" wrap={false} className={styles.person}>
                    <Portrait id={item.image} />
                    <span>
                      <span className={styles.name}>{item.name}</span>
                      <br />
                      <span className={text({ size: 'sm', tone: 'muted' })}>{item.role}</span>
                    </span>
                  </Cluster>
                </Stack>
              </figure>
            </Card>
          ))}
        </Tiles>
      </Stack>
    </section>
  );
}

/** PUB-2: tailored, intuitive, bitesized, flexible, engaging, accessible. */
export function FeaturesGrid() {
  const { features } = useLandingCopy();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="6">
        <SectionHeading id={titleId} title={features.title} />
        <Tiles as="ul" columns={{ md: 2, lg: 3 }} gap="6">
          {features.items.map((item) => (
            <li key={item.title}>
              <Stack gap="2">
                <h3 className={styles.cardTitle}>
                  <CheckIcon /> {item.title}
                </h3>
                <p className={text({ tone: 'muted' })}>{item.text}</p>
              </Stack>
            </li>
          ))}
        </Tiles>
      </Stack>
    </section>
  );
}

/** PUB-4: assessor and tutor training, each a mail link. */
export function TrainingCards() {
  const { training } = useLandingCopy();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="6">
        <SectionHeading id={titleId} title={training.title} />
        <Tiles as="ul" columns={{ md: 2 }} gap="6">
          {training.items.map((item) => (
            <Card key={item.title} elementType="li" padding="lg">
              <Stack gap="4" align="start">
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <p className={text({ tone: 'muted' })}>{item.text}</p>
                <ButtonLink variant="secondary" href={item.href}>
                  <MailIcon />
                  {item.action}
                </ButtonLink>
              </Stack>
            </Card>
          ))}
        </Tiles>
      </Stack>
    </section>
  );
}
