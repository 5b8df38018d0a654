import { STORAGE_KEYS, videoPositionKey } from '@studyflow/contracts/storage';

export type Theme = 'light' | 'dark';

export interface VideoConfig {
  defaultSubtitle: boolean;
  volume: number;
  isMuted: boolean;
}

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
// Badge ids: the upstream's numbers or strings, or a badge's name where it sends no id.
const isIdList = (value: unknown): value is (number | string)[] =>
  Array.isArray(value) && value.every((item) => isNumber(item) || isString(item));
const isVideoConfig = (value: unknown): value is VideoConfig =>
  typeof value === 'object' &&
  value !== null &&
  'defaultSubtitle' in value &&
  typeof value.defaultSubtitle === 'boolean' &&
  'volume' in value &&
  isNumber(value.volume) &&
  'isMuted' in value &&
  typeof value.isMuted === 'boolean';

/** What each key holds; a stored value that fails its check reads as absent. */
const guards = {
  [STORAGE_KEYS.preferredTheme]: isTheme,
  [STORAGE_KEYS.institutionEmail]: isString,
  [STORAGE_KEYS.firstLogin]: isString,
  [STORAGE_KEYS.volume]: isNumber,
  [STORAGE_KEYS.videoConfig]: isVideoConfig,
  [STORAGE_KEYS.shownAchievements]: isIdList,
  [STORAGE_KEYS.darkModeBannerDismissed]: isBoolean,
} as const;

type Guards = typeof guards;
export type StorageKey = keyof Guards;
export type StoredValue<K extends StorageKey> = Guards[K] extends (value: unknown) => value is infer T
  ? T
  : never;

/**
 * Typed, JSON-encoded localStorage. Storage can be unavailable (private modes, blocked cookies):
 * reads then give null and writes are dropped, so the app keeps working without it.
 */
export const storage = {
  get<K extends StorageKey>(key: K): StoredValue<K> | null {
    try {
      const raw = window.localStorage.getItem(key);
      if (raw === null) return null;
      const value: unknown = JSON.parse(raw);
      const guard: (value: unknown) => boolean = guards[key];
      return guard(value) ? (value as StoredValue<K>) : null;
    } catch {
      return null;
    }
  },
  set<K extends StorageKey>(key: K, value: StoredValue<K>): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the value simply is not remembered.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to do when storage is blocked.
    }
  },
};

/**
 * Each video's resume position in seconds (VID-11), one key per video, so positions never grow
 * into one big value. Same rules as `storage`: unreadable or blocked reads as absent.
 */
export const videoPositions = {
  get(videoId: string): number | null {
    try {
      const raw = window.localStorage.getItem(videoPositionKey(videoId));
      const value: unknown = raw === null ? null : JSON.parse(raw);
      return isNumber(value) ? value : null;
    } catch {
      return null;
    }
  },
  set(videoId: string, seconds: number): void {
    try {
      window.localStorage.setItem(videoPositionKey(videoId), JSON.stringify(seconds));
    } catch {
      // Storage full or blocked: the video starts from the beginning next time.
    }
  },
};

/** The keys kept once per learner (or per guest) in this browser. */
export type LearnerStoragePrefix =
  | typeof STORAGE_KEYS.shortcutsPrefix
  | typeof STORAGE_KEYS.learningDaysPrefix
  | typeof STORAGE_KEYS.weeklyGoalPrefix;

/**
 * Values kept per learner, one key each (`prefix` + the learner's id, or 'guest'). The caller's
 * `read` turns what was stored into its value, or null when it cannot (an older or foreign shape):
 * same rules as `storage`, so unreadable or blocked storage reads as absent and writes are dropped.
 * `set` says whether the value was kept.
 */
export const learnerStorage = {
  get<T>(prefix: LearnerStoragePrefix, learner: string, read: (value: unknown) => T | null): T | null {
    try {
      const raw = window.localStorage.getItem(`${prefix}${learner}`);
      return raw === null ? null : read(JSON.parse(raw));
    } catch {
      return null;
    }
  },
  set(prefix: LearnerStoragePrefix, learner: string, value: unknown): boolean {
    try {
      window.localStorage.setItem(`${prefix}${learner}`, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },
};
