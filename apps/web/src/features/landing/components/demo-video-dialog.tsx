import { Modal } from '@studyflow/ui/dialog';
import { VideoPlayer } from '../../../lib/video-player';
import { useLandingCopy } from '../copy';
import { LANDING_DEMO } from '../media';

/**
 * PUB-4: the demo in a modal, playing at once (muted when the browser refuses sound, VID-7) with
 * English subtitles shown or not by the stored default (VID-1). Loaded only when it opens.
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
    </Modal>
  );
}
