import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { useSyncExternalStore } from 'react';
import { learnerKey, useCurrentUser } from '../session/session';
import { learnerStorage } from '../storage/storage';
import { DEFAULT_SETTINGS, readSettings, type ShortcutAction, type ShortcutSettings } from './shortcuts';

const listeners = new Set<() => void>();
// One read per learner: the store hands React the same object until a change replaces it.
const cache = new Map<string, ShortcutSettings>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readShortcutSettings(learner: string): ShortcutSettings {
  const cached = cache.get(learner);
  if (cached) return cached;
  const stored = learnerStorage.get(STORAGE_KEYS.shortcutsPrefix, learner, readSettings) ?? DEFAULT_SETTINGS;
  cache.set(learner, stored);
  return stored;
}

/** Keeps the learner's choice; false when this browser could not store it (it still applies now). */
function save(learner: string, next: ShortcutSettings): boolean {
  cache.set(learner, next);
  for (const listener of listeners) listener();
  return learnerStorage.set(STORAGE_KEYS.shortcutsPrefix, learner, next);
}

/** Forgets the read values, as after another tab changed them (and between tests). */
export function forgetShortcutSettings(): void {
  cache.clear();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(STORAGE_KEYS.shortcutsPrefix)) forgetShortcutSettings();
  });
}

/**
 * The signed-in learner's (or this browser's guest's) shortcut settings, kept in this browser per
 * learner, with the two changes the legend offers.
 */
export function useShortcutSettings() {
  const learner = learnerKey(useCurrentUser());
  const read = () => readShortcutSettings(learner);
  const settings = useSyncExternalStore(subscribe, read, () => DEFAULT_SETTINGS);
  return {
    settings,
    setEnabled: (enabled: boolean) => save(learner, { ...readShortcutSettings(learner), enabled }),
    setKey: (action: ShortcutAction, key: string) => {
      const current = readShortcutSettings(learner);
      return save(learner, { ...current, keys: { ...current.keys, [action]: key } });
    },
    reset: () => save(learner, DEFAULT_SETTINGS),
  };
}
