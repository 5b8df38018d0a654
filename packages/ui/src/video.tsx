import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import { MediaPlayer, MediaProvider, Track } from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import * as styles from './video.css';

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
  autoPlay?: boolean;
  /** Current playback position in seconds, as it plays (for completion at 5.0–5.3 s). */
  onTimeUpdate?: (seconds: number) => void;
  /** Turns the default subtitle track on at start (the learner's subtitles setting). */
  showSubtitles?: boolean;
}

/**
 * The vidstack player with its keyboard-operable default layout. Import this module lazily
 * (React.lazy): it carries vidstack (~90 KB gzip), which no other ui module imports.
 */
export function Video({
  src,
  title,
  subtitles = [],
  chapters,
  autoPlay,
  onTimeUpdate,
  showSubtitles = true,
}: VideoProps) {
  return (
    <MediaPlayer
      src={src}
      title={title}
      autoPlay={autoPlay}
      playsInline
      crossOrigin
      className={styles.video}
      onTimeUpdate={onTimeUpdate ? (detail) => onTimeUpdate(detail.currentTime) : undefined}
    >
      <MediaProvider>
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
      <DefaultVideoLayout icons={defaultLayoutIcons} />
    </MediaPlayer>
  );
}
