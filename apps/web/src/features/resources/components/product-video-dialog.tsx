import type { ResourceSoftware } from '@studyflow/contracts/resources';
import { Modal } from '@studyflow/ui/dialog';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { text } from '@studyflow/ui/styles/text.css';
import { VideoPlayer } from '../../../lib/video/video-player';
import {
  type TranscriptParagraph,
  TranscriptText,
  VideoTranscript,
} from '../../../lib/video/video-transcript';
import { useVideoTranscript } from '../api/get-video-transcript';
import { useResourcesCopy } from '../copy';

/** The transcript file's paragraphs (blank lines apart) after what the picture shows. */
function ProductTranscript({ software, url }: { software: ResourceSoftware; url: string }) {
  const copy = useResourcesCopy();
  const transcript = useVideoTranscript(url);
  if (transcript.isPending) return <LoadingScreen variant="region" message={copy.transcriptLoading} />;
  if (transcript.isError) return <p className={text({ tone: 'muted' })}>{copy.transcriptFailed}</p>;
  const paragraphs: TranscriptParagraph[] = [
    { picture: copy.transcriptPicture(software.name) },
    ...transcript.data
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .map((speech) => ({ speech })),
  ];
  return <TranscriptText paragraphs={paragraphs} />;
}

/**
 * PUB-11: a software's product video, playing at once, with English subtitles and controls, and its
 * transcript under it (WCAG 2.2 1.2.3) when the library links one.
 */
export function ProductVideoDialog({
  software,
  onClose,
}: {
  software: ResourceSoftware;
  onClose: () => void;
}) {
  const copy = useResourcesCopy();
  const title = copy.productVideoOf(software.name);
  if (!software.video) return null;
  return (
    <Modal title={title} isOpen onOpenChange={(open) => open || onClose()} width="lg" closeLabel={copy.close}>
      <VideoPlayer
        videoId={software.video}
        src={software.video}
        title={title}
        subtitles={
          software.videoSubtitle
            ? [{ src: software.videoSubtitle, label: copy.subtitles, language: 'en', default: true }]
            : []
        }
        loadingLabel={copy.videoLoading}
        autoPlay
      />
      {software.videoTranscript ? (
        <VideoTranscript>
          <ProductTranscript software={software} url={software.videoTranscript} />
        </VideoTranscript>
      ) : null}
    </Modal>
  );
}
