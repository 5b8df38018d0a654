import { STORAGE_KEYS, videoPositionKey } from '@studyflow/contracts/storage';
import type { AccessibilitySetting } from '@studyflow/contracts/user';

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

/**
 * A guest's accessibility setting (kept in this browser until it expires or an account takes it)
 * and the theme overrides it makes, which the prerendered pages' start script puts on <html> before
 * the first paint without the code that derives them. `chosenAt` (ms since the epoch) and `visit`
 * say when and in which visit (a tab's sessionStorage marker) it was last chosen; `savingFor` is
 * the account (learnerKey) whose learner asked to keep it, while that save has not succeeded yet.
 */
export interface GuestAccessibility {
  setting: AccessibilitySetting;
  vars: Record<string, string>;
  chosenAt: number;
  visit: string;
  savingFor?: string;
}

const isNullOr =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || check(value);
const FONT_FAMILIES: unknown[] = ['Default', 'Comic Sans', 'Open-Dyslexic'];
const isSetting = (value: unknown): value is AccessibilitySetting => {
  if (typeof value !== 'object' || value === null) return false;
  const field = (name: string): unknown => (value as Record<string, unknown>)[name] ?? null;
  return (
    isNullOr(isString)(field('backgroundColor')) &&
    isNullOr(isString)(field('fontColor')) &&
    isNullOr(isBoolean)(field('subtitles')) &&
    isNullOr(isNumber)(field('fontSize')) &&
    (field('fontFamily') === null || FONT_FAMILIES.includes(field('fontFamily')))
  );
};
const isGuestAccessibility = (value: unknown): value is GuestAccessibility =>
  typeof value === 'object' &&
  value !== null &&
  'setting' in value &&
  isSetting(value.setting) &&
  'vars' in value &&
  typeof value.vars === 'object' &&
  value.vars !== null &&
  Object.values(value.vars).every(isString) &&
  'chosenAt' in value &&
  isNumber(value.chosenAt) &&
  'visit' in value &&
  isString(value.visit) &&
  (!('savingFor' in value) || value.savingFor === undefined || isString(value.savingFor));

/** What each key holds; a stored value that fails its check reads as absent. */
const guards = {
  [STORAGE_KEYS.preferredTheme]: isTheme,
  [STORAGE_KEYS.institutionEmail]: isString,
  [STORAGE_KEYS.firstLogin]: isString,
  [STORAGE_KEYS.volume]: isNumber,
  [STORAGE_KEYS.videoConfig]: isVideoConfig,
  [STORAGE_KEYS.shownAchievements]: isIdList,
  [STORAGE_KEYS.darkModeBannerDismissed]: isBoolean,
  [STORAGE_KEYS.guestAccessibility]: isGuestAccessibility,
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
  | typeof STORAGE_KEYS.weeklyGoalPrefix
  | typeof STORAGE_KEYS.readAloudPrefix
  | typeof STORAGE_KEYS.readingGuidePrefix
  | typeof STORAGE_KEYS.textSpacingPrefix;

/**
 * Values kept per learner, one key each (`prefix` + `learnerKey`: the learner's id, or 'anonymous' for a guest). The caller's
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

/** Read aloud's speed (0.5 to 2 in quarter steps) and voice (its voiceURI; null: the browser's own). */
export interface ReadAloudSettings {
  rate: number;
  voice: string | null;
}

const isRate = (value: unknown): value is number =>
  isNumber(value) && value >= 0.5 && value <= 2 && Number.isInteger(value * 4);

const readReadAloud = (value: unknown): ReadAloudSettings | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { rate, voice } = value as Record<string, unknown>;
  if (!isRate(rate) || !(voice === null || isString(voice))) return null;
  return { rate, voice };
};

/**
 * Read aloud's settings, one key per learner (`learnerKey`; guests share 'anonymous'): the
 * upstream's accessibility setting has no field for them (docs/decisions.md). A value that fails
 * its check, or blocked storage, reads as absent; when storage is full or blocked the settings last
 * until the page is left.
 */
export const readAloudSettings = {
  get: (learner: string): ReadAloudSettings | null =>
    learnerStorage.get(STORAGE_KEYS.readAloudPrefix, learner, readReadAloud),
  set(learner: string, settings: ReadAloudSettings): void {
    learnerStorage.set(STORAGE_KEYS.readAloudPrefix, learner, settings);
  },
};
