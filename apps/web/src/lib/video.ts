import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { User } from '@studyflow/contracts/user';
import { storage } from './storage';

/**
 * Whether a video starts with its subtitles on: the learner's accessibility choice when they made
 * one, else the browser's video config (seed 000 §3: defaultSubtitle, true by default).
 */
export function subtitlesByDefault(user: Pick<User, 'accessabilitySetting'> | null): boolean {
  const chosen = user?.accessabilitySetting?.subtitles;
  if (typeof chosen === 'boolean') return chosen;
  return storage.get(STORAGE_KEYS.videoConfig)?.defaultSubtitle ?? true;
}

/** Media the BFF streams from the upstream's uploads area (seed 000 §7). */
export const GUIDED_TOUR = {
  video: '/uploads/guided-tour/guided-tour.mp4',
  subtitles: '/uploads/guided-tour/guided-tour.en.vtt',
} as const;
