import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import { MediaPlayer, type MediaPlayerInstance, MediaProvider, Poster, Track } from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import { useRef, useState } from 'react';
import * as styles from './video.css';
import { SpeedChoices, ZoomMenu } from './video-menus';

export interface VideoSubtitle {
  src: string;
  label: string;
  /** BCP 47 language tag, e.g. 'en'. */
  language: string;
  default?: boolean;
}

export interface VideoProps {
  src: string;
  /** Names the player for screen readers and shows in its controls. */
  title: string;
  subtitles?: readonly VideoSubtitle[];
  /** URL of a WebVTT chapters track (the step's segments). */
  chapters?: string;
  /**
   * URL of a WebVTT thumbnails track (a sprite's tiles by time), for previews on the time slider.
   * Never a single image: the player fetches it as a track and shows no preview.
   */
  thumbnails?: string;
  /** An image shown in the frame until playback starts (decorative: `title` names the video). */
  poster?: string;
  autoPlay?: boolean;
  /** Current playback position in seconds, as it plays (for completion at 5.0–5.3 s). */
  onTimeUpdate?: (seconds: number) => void;
  /** Playback paused or ended at `seconds` of `duration`: the moment to remember the position. */
  onPause?: (seconds: number, duration: number) => void;
  /** Turns the default subtitle track on at start (the learner's subtitles setting). */
  showSubtitles?: boolean;
  /** Where playback starts once the duration is known; null or 0 starts at the beginning. */
  startAt?: (duration: number) => number | null;
  /** Starting volume (0–1) and mute; the app keeps the learner's last choice. */
  volume?: number;
  muted?: boolean;
  onVolumeChange?: (volume: number, muted: boolean) => void;
  /** Seconds the rewind and forward buttons and arrow keys jump. */
  seekStep?: number;
  /** Speeds offered in the settings menu. */
  playbackRates?: readonly number[];
  /**
   * The player's keyboard shortcuts, vidstack's way ('k Space' per action); they replace its
   * defaults. `keyDisabled` turns every one off, the digits' jumps included (WCAG 2.1.4).
   */
  keyShortcuts?: Readonly<Record<string, string>>;
  keyDisabled?: boolean;
}

/**
 * The vidstack player with its keyboard-operable default layout. Import this module lazily
 * (React.lazy): it carries vidstack (~90 KB gzip), which no other ui module imports. The app
 * decides the defaults (apps/web lib/video/video-player); this component only applies them.
 */
export function Video({
  src,
  title,
  subtitles = [],
  chapters,
  thumbnails,
  poster,
  autoPlay,
  onTimeUpdate,
  onPause,
  showSubtitles = true,
  startAt,
  volume,
  muted,
  onVolumeChange,
  seekStep,
  playbackRates,
  keyShortcuts,
  keyDisabled = false,
}: VideoProps) {
  const player = useRef<MediaPlayerInstance>(null);
  const [zoom, setZoom] = useState(100);
  // The start position applies once per source: a later can-play (after a seek) must not jump back.
  const startedFor = useRef<string | null>(null);

  const applyStart = (duration: number) => {
    const current = player.current;
    if (!current || startedFor.current === src) return;
    startedFor.current = src;
    const start = startAt?.(duration) ?? null;
    if (start !== null && start > 0) current.currentTime = start;
  };

  // Browsers refuse autoplay with sound: mute and try once more, and if that fails too, stay paused.
  const retryMuted = (wasMuted: boolean) => {
    const current = player.current;
    if (!current) return;
    if (wasMuted) {
      void current.pause();
      return;
    }
    current.muted = true;
    current.play().catch(() => current.pause());
  };

  const reportPause = () => {
    const current = player.current;
    if (current && onPause) onPause(current.currentTime, current.duration);
  };

  return (
    // The zoom lives on a wrapper: vidstack's player does not pass unknown attributes to its element.
    <div className={styles.zoomFrame} data-zoom={zoom}>
      <MediaPlayer
        ref={player}
        src={src}
        title={title}
        poster={poster}
        autoPlay={autoPlay}
        volume={volume}
        muted={muted}
        playsInline
        crossOrigin
        keyShortcuts={keyShortcuts}
        keyDisabled={keyDisabled}
        className={styles.video}
        onCanPlay={(detail) => applyStart(detail.duration)}
        onAutoPlayFail={(detail) => retryMuted(detail.muted)}
        onTimeUpdate={onTimeUpdate ? (detail) => onTimeUpdate(detail.currentTime) : undefined}
        onPause={onPause ? reportPause : undefined}
        onEnded={onPause ? reportPause : undefined}
        onVolumeChange={onVolumeChange ? (detail) => onVolumeChange(detail.volume, detail.muted) : undefined}
      >
        <MediaProvider>
          {/* vidstack drops an empty alt, so the picture is hidden from assistive technology instead. */}
          {poster ? <Poster className="vds-poster" aria-hidden="true" /> : null}
          {subtitles.map((track) => (
            <Track
              key={track.src}
              src={track.src}
              kind="subtitles"
              label={track.label}
              language={track.language}
              default={showSubtitles && track.default}
            />
          ))}
          {chapters ? <Track src={chapters} kind="chapters" language="en" default /> : null}
        </MediaProvider>
        <DefaultVideoLayout
          icons={defaultLayoutIcons}
          thumbnails={thumbnails}
          seekStep={seekStep}
          playbackRates={playbackRates ? [...playbackRates] : undefined}
          slots={{
            // Casting would leave the learner's session cookie behind: the media would not play.
            googleCastButton: null,
            // The step's title is on the page; in a narrow player it only squeezes the buttons.
            chapterTitle: null,
            speedMenuItemsStart: playbackRates ? <SpeedChoices rates={playbackRates} /> : null,
            settingsMenuItemsEnd: <ZoomMenu zoom={zoom} onZoom={setZoom} />,
          }}
        />
      </MediaPlayer>
    </div>
  );
}
