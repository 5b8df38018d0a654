import { Button } from '@studyflow/ui/button';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import type { VideoSubtitle } from '@studyflow/ui/video';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../components/app-icons';
import { useCurrentUser } from '../session/session';
import { useShortcutSettings } from '../shortcuts/shortcut-settings';
import { playerKeyShortcuts } from '../shortcuts/shortcuts';
import { videoPositions } from '../storage/storage';
import {
  PLAYBACK_SPEEDS,
  readVideoConfig,
  SEEK_STEP_SECONDS,
  saveVolume,
  startPosition,
  subtitlesByDefault,
} from './video';
import * as styles from './video-player.css';

// vidstack is about 90 KB gzip: it loads with the first video a page shows, never before.
const Video = lazy(() => import('@studyflow/ui/video').then((module) => ({ default: module.Video })));

/** How often, in seconds of playback, the position is remembered while a video plays. */
const SAVE_EVERY_SECONDS = 5;

export interface VideoPlayerProps {
  /** Names the video for its resume position (VID-11): a step id, or the media's path. */
  videoId: string;
  src: string;
  title: string;
  subtitles?: readonly VideoSubtitle[];
  chapters?: string;
  /**
   * The still shown before playback (a step's title card). Not a thumbnails track: our videos have
   * no sprite of previews (docs/decisions.md, "Video thumbnails").
   */
  poster?: string;
  /** Starts playing once loaded (PUB-4, PUB-11); a refused autoplay retries muted (VID-7). */
  autoPlay?: boolean;
  /** What the spinner says while the player loads. */
  loadingLabel: string;
  /** A start time someone asked for (VID-5: honoured past 5 s and more than 5 s before the end). */
  requestedStart?: number | null;
  /** A position the server remembered, used when this browser has none. */
  serverPosition?: number | null;
  onTimeUpdate?: (seconds: number) => void;
  /** The position to keep: on pause, at the end, and every few seconds while playing. */
  onPositionSave?: (seconds: number) => void;
}

/**
 * THE video player configuration (VID-1 to VID-5, VID-7, VID-11): subtitles on unless the learner
 * said otherwise, 10 s seeks, speeds 0.5 to 2, the learner's volume, resume where they left off,
 * and a muted retry when the browser refuses autoplay (in ui's Video).
 */
export function VideoPlayer({
  videoId,
  loadingLabel,
  requestedStart = null,
  serverPosition = null,
  onTimeUpdate,
  onPositionSave,
  ...video
}: VideoPlayerProps) {
  const user = useCurrentUser();
  const config = readVideoConfig();
  const lastSaved = useRef(0);
  const { settings: shortcuts } = useShortcutSettings();

  const remember = (seconds: number) => {
    lastSaved.current = seconds;
    videoPositions.set(videoId, seconds);
    onPositionSave?.(seconds);
  };

  const handleTime = (seconds: number) => {
    onTimeUpdate?.(seconds);
    if (Math.abs(seconds - lastSaved.current) >= SAVE_EVERY_SECONDS) remember(seconds);
  };

  return (
    <Suspense fallback={<LoadingScreen variant="region" message={loadingLabel} />}>
      <Video
        {...video}
        showSubtitles={subtitlesByDefault(user)}
        seekStep={SEEK_STEP_SECONDS}
        playbackRates={PLAYBACK_SPEEDS}
        keyShortcuts={playerKeyShortcuts(shortcuts.keys)}
        keyDisabled={!shortcuts.enabled}
        volume={config.volume}
        muted={config.isMuted}
        onVolumeChange={saveVolume}
        startAt={(duration) =>
          startPosition(
            { saved: videoPositions.get(videoId) ?? serverPosition, requested: requestedStart },
            duration,
          )
        }
        onTimeUpdate={handleTime}
        onPause={(seconds) => remember(seconds)}
      />
    </Suspense>
  );
}

/**
 * The player on a page prerendered for first visits (the assessor toolkit): a still of the player's
 * shape with one button, and vidstack (~90 KB of script) loads when that is pressed, then plays. A
 * first visit pays for the page it reads, not for a video it may not watch (and in the snapshot the
 * button is plain HTML). Focus moves from the button to the player's frame, named by the video, so
 * a keyboard or screen reader user goes on from where they pressed.
 */
export function VideoPlayerOnRequest({ playLabel, ...props }: VideoPlayerProps & { playLabel: string }) {
  const [requested, setRequested] = useState(false);
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    if (requested) frame.current?.focus();
  }, [requested]);
  if (requested)
    return (
      <figure ref={frame} tabIndex={-1} aria-label={props.title} className={styles.frame}>
        <VideoPlayer {...props} autoPlay />
      </figure>
    );
  return (
    <div className={styles.waiting}>
      <Button onPress={() => setRequested(true)}>
        <PlayIcon />
        {playLabel}
      </Button>
    </div>
  );
}
