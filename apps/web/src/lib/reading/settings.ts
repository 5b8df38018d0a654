import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import {
  NO_TEXT_SPACING,
  TEXT_SPACING_STEPS,
  type TextSpacing,
  textSpacingVars,
} from '@studyflow/ui/theme/text-spacing';
import { useSyncExternalStore } from 'react';
import { learnerKey, useCurrentUser } from '../session/session';
import { type LearnerStoragePrefix, learnerStorage } from '../storage/storage';

/**
 * The reading guide and text spacing, kept in this browser per learner (`learnerKey`; guests share
 * 'anonymous'), as read aloud's speed and voice are: the upstream's accessibility setting has five
 * fields and none for them (docs/decisions.md, "Reading guide" and "Text spacing"). A learner's go
 * at sign-out with their other keys (lib/storage/learner-data.ts).
 */

/** How many lines the reading guide shows. */
export const GUIDE_SIZES = [1, 3, 5] as const;
export type GuideSize = (typeof GUIDE_SIZES)[number];

export interface ReadingGuideSetting {
  on: boolean;
  lines: GuideSize;
}

export const GUIDE_DEFAULT: ReadingGuideSetting = { on: false, lines: 3 };

/** Text spacing as kept: the steps, and the overrides they make for the start script to apply. */
interface StoredSpacing {
  spacing: TextSpacing;
  vars: Record<string, string>;
}

const isStep = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= TEXT_SPACING_STEPS;

const readGuide = (value: unknown): ReadingGuideSetting | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { on, lines } = value as Record<string, unknown>;
  const size = GUIDE_SIZES.find((candidate) => candidate === lines);
  return typeof on === 'boolean' && size !== undefined ? { on, lines: size } : null;
};

const readSpacing = (value: unknown): TextSpacing | null => {
  if (typeof value !== 'object' || value === null || !('spacing' in value)) return null;
  const spacing = value.spacing;
  if (typeof spacing !== 'object' || spacing === null) return null;
  const { lines, letters, words } = spacing as Record<string, unknown>;
  return isStep(lines) && isStep(letters) && isStep(words) ? { lines, letters, words } : null;
};

/**
 * One setting kept per learner, read afresh from storage each time (so a key forgotten at sign-out,
 * or changed in another tab, reads as it is now) and handed to React as the same object while its
 * stored text is unchanged. What could not be stored (storage full or blocked) lasts in memory
 * until the page is left.
 */
function learnerSetting<T>(prefix: LearnerStoragePrefix, read: (value: unknown) => T | null, fallback: T) {
  const listeners = new Set<() => void>();
  const seen = new Map<string, { raw: string | null; value: T }>();
  const unsaved = new Map<string, T>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const rawOf = (learner: string): string | null => {
    try {
      return window.localStorage.getItem(`${prefix}${learner}`);
    } catch {
      return null;
    }
  };
  const get = (learner: string): T => {
    const raw = rawOf(learner);
    const last = seen.get(learner);
    if (last && last.raw === raw) return last.value;
    const value =
      (raw === null ? null : learnerStorage.get(prefix, learner, read)) ?? unsaved.get(learner) ?? fallback;
    seen.set(learner, { raw, value });
    return value;
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key.startsWith(prefix)) notify();
    });
  }
  return {
    get,
    /** Keeps `stored` for the learner, or in memory where storage refuses it, and shows `value` at once. */
    set(learner: string, value: T, stored: unknown = value): void {
      if (learnerStorage.set(prefix, learner, stored)) unsaved.delete(learner);
      else unsaved.set(learner, value);
      seen.delete(learner);
      notify();
    },
    /** Forgets the learner's setting: they have the standard one again. */
    remove(learner: string): void {
      try {
        window.localStorage.removeItem(`${prefix}${learner}`);
      } catch {
        // Storage blocked: nothing was kept there.
      }
      unsaved.delete(learner);
      seen.delete(learner);
      notify();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const guide = learnerSetting(STORAGE_KEYS.readingGuidePrefix, readGuide, GUIDE_DEFAULT);
const spacing = learnerSetting(STORAGE_KEYS.textSpacingPrefix, readSpacing, NO_TEXT_SPACING);

export function setReadingGuide(learner: string, value: ReadingGuideSetting): void {
  guide.set(learner, value);
}

/** Keeps the spacing with the overrides it makes, which a guest's start script applies before paint. */
export function setTextSpacing(learner: string, value: TextSpacing): void {
  const stored: StoredSpacing = { spacing: value, vars: textSpacingVars(value) };
  spacing.set(learner, value, stored);
}

/** A guest's 'Clear these settings': their reading guide and spacing go from this browser too. */
export function clearReadingSettings(learner: string): void {
  guide.remove(learner);
  spacing.remove(learner);
}

export const readingGuideOf = (learner: string): ReadingGuideSetting => guide.get(learner);
export const textSpacingOf = (learner: string): TextSpacing => spacing.get(learner);

/** The learner's (or the guest's) reading guide, and its change. */
export function useReadingGuide(): [ReadingGuideSetting, (patch: Partial<ReadingGuideSetting>) => void] {
  const learner = learnerKey(useCurrentUser());
  const value = useSyncExternalStore(
    guide.subscribe,
    () => guide.get(learner),
    () => GUIDE_DEFAULT,
  );
  return [value, (patch) => setReadingGuide(learner, { ...guide.get(learner), ...patch })];
}

/** `learner`'s text spacing (none on the server's render). */
export function useTextSpacingOf(learner: string): TextSpacing {
  return useSyncExternalStore(
    spacing.subscribe,
    () => spacing.get(learner),
    () => NO_TEXT_SPACING,
  );
}

/** The learner's (or the guest's) text spacing, and its change. */
export function useTextSpacing(): [TextSpacing, (patch: Partial<TextSpacing>) => void] {
  const learner = learnerKey(useCurrentUser());
  const value = useTextSpacingOf(learner);
  return [value, (patch) => setTextSpacing(learner, { ...spacing.get(learner), ...patch })];
}
