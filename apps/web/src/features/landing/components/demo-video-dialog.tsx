import { Modal } from '@studyflow/ui/dialog';
import { VideoPlayer } from '../../../lib/video/video-player';
import { TranscriptText, VideoTranscript } from '../../../lib/video/video-transcript';
import { useLandingCopy } from '../copy';
import { DEMO_TRANSCRIPT } from '../demo-transcript';
import { LANDING_DEMO } from '../media';

/**
 * PUB-4: the demo in a modal, playing at once (muted when the browser refuses sound, VID-7) with
 * English subtitles shown or not by the stored default (VID-1), and its described transcript under it
 * (WCAG 2.2 1.2.3). Loaded only when it opens.
 */
export function DemoVideoDialog({ onClose }: { onClose: () => void }) {
  const { demo } = useLandingCopy();
  return (
    <Modal
      title={demo.title}
      isOpen
      onOpenChange={(open) => open || onClose()}
      width="lg"
      closeLabel={demo.close}
    >
      <VideoPlayer
        videoId={LANDING_DEMO.video}
        src={LANDING_DEMO.video}
        title={demo.title}
        subtitles={[{ src: LANDING_DEMO.subtitles, label: demo.subtitles, language: 'en', default: true }]}
        loadingLabel={demo.loading}
        autoPlay
      />
      <VideoTranscript>
        <TranscriptText paragraphs={DEMO_TRANSCRIPT} />
      </VideoTranscript>
    </Modal>
  );
}
