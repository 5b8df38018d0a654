import type { ResourceSoftware } from '@studyflow/contracts/resources';
import { Modal } from '@studyflow/ui/dialog';
import { VideoPlayer } from '../../../lib/video-player';
import { useResourcesCopy } from '../copy';

/** PUB-11: a software's product video, playing at once, with English subtitles and controls. */
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
    </Modal>
  );
}
