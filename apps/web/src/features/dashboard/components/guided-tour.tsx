import { Modal } from '@studyflow/ui/dialog';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../lib/session';
import { GUIDED_TOUR, subtitlesByDefault } from '../../../lib/video';
import { useDashboardCopy } from '../copy';

// vidstack is about 90 KB gzip: it loads when the tour opens, never with the dashboard.
const Video = lazy(() => import('@studyflow/ui/video').then((module) => ({ default: module.Video })));

/** The guided tour in a modal, with English subtitles on by default (seed 000 §2, §3 video config). */
export default function GuidedTour({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const copy = useDashboardCopy();
  const user = useCurrentUser();
  return (
    <Modal title={copy.tourTitle} width="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Suspense fallback={<LoadingScreen variant="region" message={copy.tourLoading} />}>
        <Video
          src={GUIDED_TOUR.video}
          title={copy.tourVideoTitle}
          subtitles={[
            { src: GUIDED_TOUR.subtitles, label: copy.subtitlesEnglish, language: 'en', default: true },
          ]}
          showSubtitles={subtitlesByDefault(user)}
        />
      </Suspense>
    </Modal>
  );
}
