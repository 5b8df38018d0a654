import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { User } from '@studyflow/contracts/user';
import { storage, type VideoConfig } from '../storage/storage';

/** VID-1 defaults, used until the learner changes something. */
export const DEFAULT_VIDEO_CONFIG: VideoConfig = { defaultSubtitle: true, volume: 1, isMuted: false };

/** VID-2 and VID-3: the jump of rewind and forward, and the speeds offered. */
export const SEEK_STEP_SECONDS = 10;
export const PLAYBACK_SPEEDS: readonly number[] = [0.5, 1, 1.25, 1.5, 2];

/** The video config kept in the browser (VID-1); the volume also has its own key (VID-11). */
export function readVideoConfig(): VideoConfig {
  const stored = storage.get(STORAGE_KEYS.videoConfig) ?? DEFAULT_VIDEO_CONFIG;
  return { ...stored, volume: storage.get(STORAGE_KEYS.volume) ?? stored.volume };
}

export function saveVolume(volume: number, isMuted: boolean): void {
  storage.set(STORAGE_KEYS.videoConfig, { ...readVideoConfig(), volume, isMuted });
  storage.set(STORAGE_KEYS.volume, volume);
}

/**
 * Whether a video starts with its subtitles on: the learner's accessibility choice when they made
 * one, else the browser's video config (VID-1: defaultSubtitle, true by default).
 */
export function subtitlesByDefault(user: Pick<User, 'accessabilitySetting'> | null): boolean {
  const chosen = user?.accessabilitySetting?.subtitles;
  if (typeof chosen === 'boolean') return chosen;
  return readVideoConfig().defaultSubtitle;
}

/** VID-5: a saved position resumes only if it is past 0 and more than 20 s before the end. */
export function resumePosition(saved: number | null, duration: number): number | null {
  if (saved === null || !Number.isFinite(duration)) return null;
  return saved > 0 && saved < duration - 20 ? saved : null;
}

/** VID-5: a requested start time counts only if it is past 5 s and more than 5 s before the end. */
export function requestedStart(start: number | null, duration: number): number | null {
  if (start === null || !Number.isFinite(duration)) return null;
  return start > 5 && start < duration - 5 ? start : null;
}

/** Where a video begins: a valid requested start first (someone asked for it), else a valid resume. */
export function startPosition(
  { saved, requested }: { saved: number | null; requested: number | null },
  duration: number,
): number | null {
  return requestedStart(requested, duration) ?? resumePosition(saved, duration);
}

/** STP-11 / LIM-8: the moment a video step counts as watched, 5.0 to 5.3 s into playback. */
export const isCompletionMoment = (seconds: number): boolean => seconds >= 5 && seconds <= 5.3;

/** Media the BFF streams from the upstream's uploads area (DSH-3). */
export const GUIDED_TOUR = {
  video: '/uploads/guided-tour/guided-tour.mp4',
  subtitles: '/uploads/guided-tour/guided-tour.en.vtt',
} as const;
