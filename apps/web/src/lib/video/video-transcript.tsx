import { Button } from '@studyflow/ui/button';
import { Stack } from '@studyflow/ui/stack';
import { type ReactNode, useId, useState } from 'react';
import { perEdition, useEditionCopy } from '../edition/copy';
import * as styles from './video-transcript.css';

/**
 * The words of a transcript beside a video, in the step's (STP-5). Here rather than in
 * lib/edition/copy.ts, so they load with the pages and dialogs that show a video, never with the app's
 * first script.
 */
const transcriptCopy = perEdition(() => ({
  transcript: 'TRANSCRIPT',
  closeTranscript: 'CLOSE TRANSCRIPT',
  transcriptTitle: 'Transcript',
  /** Before what the picture shows and the narration does not say (WCAG 2.2 1.2.3). */
  onScreen: 'On screen:',
}));

/**
 * One paragraph of a described transcript (WCAG 2.2 1.2.3): what the picture shows that the
 * narration does not say, or what is said.
 */
export type TranscriptParagraph = { picture: string } | { speech: string };

/** A transcript's paragraphs in order, the picture's set apart by an 'On screen:' label. */
export function TranscriptText({ paragraphs }: { paragraphs: readonly TranscriptParagraph[] }) {
  const { onScreen } = useEditionCopy(transcriptCopy);
  return (
    <>
      {paragraphs.map((paragraph) =>
        'picture' in paragraph ? (
          <p key={paragraph.picture} className={styles.picture}>
            <span className={styles.pictureLabel}>{onScreen}</span> {paragraph.picture}
          </p>
        ) : (
          <p key={paragraph.speech} className={styles.paragraph}>
            {paragraph.speech}
          </p>
        ),
      )}
    </>
  );
}

/**
 * A video's text alternative beside it, as a step's video has one (STP-5): TRANSCRIPT opens it
 * under the button and CLOSE TRANSCRIPT closes it; the button says which (aria-expanded). Its
 * content renders only while open, so a transcript that loads from the server loads when asked for.
 */
export function VideoTranscript({
  children,
  headingLevel = 3,
}: {
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const copy = useEditionCopy(transcriptCopy);
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Stack gap="3" align="start">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onPress={() => setOpen((value) => !value)}
      >
        {open ? copy.closeTranscript : copy.transcript}
      </Button>
      {open ? (
        <Stack as="section" gap="3" id={id} aria-labelledby={`${id}-title`} className={styles.panel}>
          <Heading id={`${id}-title`} className={styles.title}>
            {copy.transcriptTitle}
          </Heading>
          {children}
        </Stack>
      ) : null}
    </Stack>
  );
}
