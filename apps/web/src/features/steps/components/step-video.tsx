import type { Step, StepAddressInput } from '@studyflow/contracts/learning';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { isCompletionMoment } from '../../../lib/video/video';
import { VideoPlayer } from '../../../lib/video/video-player';
import { useReportVideoWatched } from '../api/report-video-watched';
import { useSaveVideoPosition } from '../api/save-video-position';
import { useStepsCopy } from '../copy';
import type { StepContext } from '../step-context';

/** How long the position waits before it goes to the server (VID-11 across devices). */
const POSITION_DEBOUNCE_MS = 3000;

/** `?t=` asks for a start time in seconds (a note taken at a moment of the video, for one). */
function requestedStartOf(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('t'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * A video step (STP-5): the shared player with the step's subtitles, chapters and its title card as
 * the poster (a single image, so never a thumbnails track: docs/decisions.md). The
 * step counts as watched once, as playback passes 5.0–5.3 s, unless it is already done (STP-11);
 * where the learner stops is kept in the browser and, a few seconds later, on the server.
 */
export function StepVideo({ step, context }: { step: Step & { video: string }; context: StepContext }) {
  const copy = useStepsCopy();
  const search = useSearch();
  const watched = useReportVideoWatched(context.stepInput);
  const savePosition = useSaveVideoPosition();
  const reported = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const address: StepAddressInput | null = context.address;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const handleTime = (seconds: number) => {
    if (reported.current || step.isCompleted || !address || !isCompletionMoment(seconds)) return;
    reported.current = true;
    watched.mutate(address);
  };

  const handlePosition = (seconds: number) => {
    if (!address) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(
      () => savePosition({ ...address, seconds: Math.floor(seconds) }),
      POSITION_DEBOUNCE_MS,
    );
  };

  return (
    <VideoPlayer
      videoId={String(step.id)}
      src={step.video}
      title={step.name}
      loadingLabel={copy.loadingVideo}
      subtitles={
        step.subtitle
          ? [{ src: step.subtitle, label: copy.subtitlesEnglish, language: 'en', default: true }]
          : []
      }
      chapters={step.segments ?? undefined}
      poster={step.thumbnail ?? undefined}
      serverPosition={step.videoPosition}
      requestedStart={requestedStartOf(search)}
      onTimeUpdate={handleTime}
      onPositionSave={handlePosition}
    />
  );
}
