import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { lazy, Suspense } from 'react';
import { DemoSection } from './demo-section';

// vidstack only loads here, in its own chunk, never with the first page.
const Video = lazy(() => import('@studyflow/ui/video').then((module) => ({ default: module.Video })));

export function VideoDemo() {
  return (
    <DemoSection
      id="video"
      title="Video"
      importPath="@studyflow/ui/video (load with React.lazy)"
      notes={[
        'vidstack with its keyboard-operable layout: Space or K plays, arrows seek and change volume, C toggles captions.',
        'Subtitle colours and font follow the learner’s accessibility setting.',
        'Always import it lazily: it weighs about 90 KB gzip.',
      ]}
    >
      <Suspense fallback={<LoadingScreen variant="region" message="Loading the video player…" />}>
        <Video
          title="Guided tour"
          src="/uploads/guided-tour/guided-tour.mp4"
          subtitles={[
            {
              src: '/uploads/guided-tour/guided-tour.en.vtt',
              label: 'English',
              language: 'en',
              default: true,
            },
          ]}
        />
      </Suspense>
    </DemoSection>
  );
}
