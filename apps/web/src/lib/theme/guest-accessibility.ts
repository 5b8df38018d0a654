import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { AccessibilitySetting } from '@studyflow/contracts/user';
import { useSyncExternalStore } from 'react';
import { type GuestAccessibility, storage } from '../storage/storage';

/**
 * A guest's accessibility setting, kept in this browser (docs/decisions.md, "Settings before
 * sign-in"): the same fields the account keeps, applied on every page by the shell as a learner's
 * are, and saved to the account at the next sign-in. The theme overrides it makes are stored with
 * it, so a page's start script can put them on <html> before the first paint.
 */
const EMPTY: AccessibilitySetting = {
  backgroundColor: null,
  fontColor: null,
  subtitles: null,
  fontSize: null,
  fontFamily: null,
};

const read = (): AccessibilitySetting | null => {
  const stored = storage.get(STORAGE_KEYS.guestAccessibility);
  return stored ? { ...EMPTY, ...stored.setting } : null;
};

const listeners = new Set<() => void>();
const browser = typeof window !== 'undefined';
let current: AccessibilitySetting | null = browser ? read() : null;
/**
 * The overrides put on <html> before the app ran (by the start script or applyEarlyGuestStyle),
 * until the app applies its own.
 */
let early: string[] = browser ? Object.keys(storage.get(STORAGE_KEYS.guestAccessibility)?.vars ?? {}) : [];

function publish(next: AccessibilitySetting | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Keeps the guest's setting (and the overrides it makes) in this browser and shows it at once. */
export function setGuestAccessibility(setting: AccessibilitySetting, vars: Record<string, string>): void {
  const stored: GuestAccessibility = { setting, vars };
  storage.set(STORAGE_KEYS.guestAccessibility, stored);
  publish(setting);
}

/** Forgets the guest's copy (once it is in the account, or the learner chose the account's). */
export function clearGuestAccessibility(): void {
  storage.remove(STORAGE_KEYS.guestAccessibility);
  publish(null);
}

/**
 * For pages that start from index.html (no start script): the stored overrides on <html> before
 * the first render, as the start script does for the prerendered pages.
 */
export function applyEarlyGuestStyle(): void {
  const stored = storage.get(STORAGE_KEYS.guestAccessibility);
  if (!stored) return;
  for (const [name, value] of Object.entries(stored.vars)) {
    document.documentElement.style.setProperty(name, value);
  }
  early = Object.keys(stored.vars);
}

/**
 * Removes what was put on <html> before the app ran. The shell calls it in the same commit in which
 * its <AccessibilityStyle> applies the setting in force (or at once when there is none), so the page
 * is never painted without either, and nothing the start script wrote outlives the setting.
 */
export function releaseEarlyGuestStyle(): void {
  for (const name of early) document.documentElement.style.removeProperty(name);
  early = [];
}

/** A guest's change in another tab of this browser: this one follows (the storage event). */
if (browser) {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.guestAccessibility && event.key !== null) return;
    publish(read());
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Also the server render's value (the build's prerender): none, as a first visit has. */
const getCurrent = () => current;
const getServer = () => null;

/** The guest's setting in this browser, or null when they have not changed any. */
export function useGuestAccessibility(): AccessibilitySetting | null {
  return useSyncExternalStore(subscribe, getCurrent, getServer);
}
