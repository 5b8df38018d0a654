import { Modal } from '@studyflow/ui/dialog';
import { GUIDED_TOUR } from '../../../lib/video/video';
import { VideoPlayer } from '../../../lib/video/video-player';
import { useDashboardCopy } from '../copy';

/** The guided tour in a modal, with English subtitles on by default (DSH-3, VID-1). */
export default function GuidedTour({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const copy = useDashboardCopy();
  return (
    <Modal title={copy.tourTitle} width="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      <VideoPlayer
        videoId={GUIDED_TOUR.video}
        src={GUIDED_TOUR.video}
        title={copy.tourVideoTitle}
        loadingLabel={copy.tourLoading}
        subtitles={[
          { src: GUIDED_TOUR.subtitles, label: copy.subtitlesEnglish, language: 'en', default: true },
        ]}
      />
    </Modal>
  );
}
