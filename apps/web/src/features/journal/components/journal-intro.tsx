import { Button } from '@studyflow/ui/button';
import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { useState } from 'react';
import { PageHeading } from '../../../lib/components/page';
import { useMediaQuery } from '../../../lib/hooks/media-query';
import { VideoPlayer } from '../../../lib/video/video-player';
import { useJournalCopy } from '../copy';
import * as styles from './journal.css';

/** JRN-2's 1-minute video, served from the upstream's uploads area. */
export const JOURNAL_VIDEO = {
  video: '/uploads/journal/reflective-journal.mp4',
  subtitles: '/uploads/journal/reflective-journal.en.vtt',
} as const;

/** LIM-1: the journal's own breakpoint; at or below it the video is a button. */
const NARROW = '(max-width: 680px)';

function JournalVideo() {
  const copy = useJournalCopy();
  return (
    <VideoPlayer
      videoId={JOURNAL_VIDEO.video}
      src={JOURNAL_VIDEO.video}
      title={copy.videoTitle}
      loadingLabel={copy.videoLoading}
      subtitles={[{ src: JOURNAL_VIDEO.subtitles, label: 'English', language: 'en', default: true }]}
    />
  );
}

/** JRN-2: the intro banner 'Your Reflective Journal' with its video (a button on narrow screens). */
export function JournalIntro({ focusKey }: { focusKey?: string }) {
  const copy = useJournalCopy();
  const narrow = useMediaQuery(NARROW);
  const [watching, setWatching] = useState(false);
  return (
    <section className={styles.banner} aria-labelledby="journal-title">
      <Stack gap="4">
        <PageHeading id="journal-title" focusKey={focusKey}>
          {copy.title}
        </PageHeading>
        <p className={`${text({ size: 'lg' })} ${styles.bannerText}`}>{copy.intro}</p>
        {narrow ? (
          <div>
            <Button variant="secondary" onPress={() => setWatching(true)}>
              {copy.watchVideo}
            </Button>
            <Modal
              title={copy.videoTitle}
              width="lg"
              isOpen={watching}
              onOpenChange={setWatching}
              closeLabel={copy.close}
            >
              <JournalVideo />
            </Modal>
          </div>
        ) : (
          <div className={styles.video}>
            <JournalVideo />
          </div>
        )}
      </Stack>
    </section>
  );
}
