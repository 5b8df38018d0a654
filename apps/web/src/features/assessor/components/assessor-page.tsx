import { Accordion } from '@studyflow/ui/accordion';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Card } from '@studyflow/ui/card';
import { Cluster } from '@studyflow/ui/cluster';
import { MailIcon } from '@studyflow/ui/icons';
import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useScrollToHash } from '../../../lib/a11y/use-scroll-to-hash';
import { PageHeading } from '../../../lib/components/page';
import { VideoPlayerOnRequest } from '../../../lib/video/video-player';
import { TranscriptText, VideoTranscript } from '../../../lib/video/video-transcript';
import { ASSESSOR_MEDIA, useAssessorCopy } from '../copy';
import { WALKTHROUGH_TRANSCRIPT } from '../walkthrough-transcript';
import * as styles from './assessor-page.css';

const ANCHORS = {
  video: 'video-walkthrough',
  guide: 'recommendation-guide',
  licences: 'licences-and-training',
} as const;
type Anchor = keyof typeof ANCHORS;

function Section({
  anchor,
  title,
  headingRef,
  children,
}: {
  anchor: Anchor;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  useScrollToHash(ANCHORS[anchor], headingRef);
  return (
    <section id={ANCHORS[anchor]} aria-labelledby={`${ANCHORS[anchor]}-title`} className={styles.section}>
      <Stack gap="4" align="start">
        <h2 id={`${ANCHORS[anchor]}-title`} ref={headingRef} tabIndex={-1} className={heading({ level: 2 })}>
          {title}
        </h2>
        {children}
      </Stack>
    </section>
  );
}

/** /assessor (PUB-8): public, no sign-in. */
export function AssessorPage() {
  const copy = useAssessorCopy();
  const refs = {
    video: useRef<HTMLHeadingElement>(null),
    guide: useRef<HTMLHeadingElement>(null),
    licences: useRef<HTMLHeadingElement>(null),
  };
  return (
    <Stack gap="12">
      <Stack gap="4" align="start">
        <PageHeading>{copy.title}</PageHeading>
        <p className={text({ size: 'lg', tone: 'muted' })}>{copy.lead}</p>
        <ButtonLink href={copy.bookDemoHref}>
          <MailIcon />
          {copy.bookDemo}
        </ButtonLink>
      </Stack>
      <nav aria-label={copy.anchorsLabel} className={styles.anchorBar}>
        <Cluster as="ul" gap="6" className={styles.anchorList}>
          {(Object.keys(ANCHORS) as Anchor[]).map((anchor) => (
            <li key={anchor}>
              <Link variant="standalone" href={`#${ANCHORS[anchor]}`}>
                {copy.anchors[anchor]}
              </Link>
            </li>
          ))}
        </Cluster>
      </nav>
      <Section anchor="video" title={copy.anchors.video} headingRef={refs.video}>
        <p className={text()}>{copy.video.intro}</p>
        <div className={styles.video}>
          <VideoPlayerOnRequest
            videoId={ASSESSOR_MEDIA.video}
            src={ASSESSOR_MEDIA.video}
            title={copy.video.title}
            subtitles={[
              { src: ASSESSOR_MEDIA.subtitles, label: copy.video.subtitles, language: 'en', default: true },
            ]}
            loadingLabel={copy.video.loading}
            playLabel={copy.video.play}
          />
        </div>
        <VideoTranscript>
          <TranscriptText paragraphs={WALKTHROUGH_TRANSCRIPT} />
        </VideoTranscript>
        <Cluster gap="3" align="center">
          <ButtonLink variant="secondary" href={ASSESSOR_MEDIA.video} download>
            {copy.video.download}
          </ButtonLink>
          <span className={text({ size: 'sm', tone: 'muted' })}>{copy.video.downloadNote}</span>
        </Cluster>
      </Section>
      <Section anchor="guide" title={copy.anchors.guide} headingRef={refs.guide}>
        <p className={text()}>{copy.guide.intro}</p>
        <div className={styles.accordion}>
          <Accordion
            items={copy.guide.items.map((item) => ({
              id: item.id,
              title: item.title,
              content: <p className={text()}>{item.text}</p>,
            }))}
          />
        </div>
        <Cluster gap="4" align="center">
          <ButtonLink variant="secondary" href={ASSESSOR_MEDIA.guide} download>
            {copy.guide.downloadPdf}
          </ButtonLink>
          <span className={text({ size: 'sm', tone: 'muted' })}>{copy.guide.pdfNote}</span>
          <Link href={copy.guide.contactHref}>{copy.guide.contactUs}</Link>
        </Cluster>
      </Section>
      <Section anchor="licences" title={copy.anchors.licences} headingRef={refs.licences}>
        <Tiles as="ul" columns={{ md: 2 }} gap="6" className={styles.cards}>
          {copy.licences.items.map((item) => (
            <Card key={item.title} elementType="li">
              <Stack gap="2">
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <p className={text({ tone: 'muted' })}>{item.text}</p>
              </Stack>
            </Card>
          ))}
        </Tiles>
        <Link href={copy.licences.askHref}>{copy.licences.ask}</Link>
      </Section>
    </Stack>
  );
}
