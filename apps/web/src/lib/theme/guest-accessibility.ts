import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { AccessibilitySetting } from '@studyflow/contracts/user';
import { useSyncExternalStore } from 'react';
import { type GuestAccessibility, storage } from '../storage/storage';
import { guestCopyFresh } from './guest-expiry';

/**
 * A guest's accessibility setting, kept in this browser (docs/decisions.md, "Settings before
 * sign-in"): the same fields the account keeps, applied on every page by the shell as a learner's
 * are, offered to the account at a sign-in in the visit it was chosen in, and removed 30 days after
 * it was last chosen (guest-expiry.ts). The theme overrides it makes are stored with it, so a
 * page's start script can put them on <html> before the first paint.
 */
const EMPTY: AccessibilitySetting = {
  backgroundColor: null,
  fontColor: null,
  subtitles: null,
  fontSize: null,
  fontFamily: null,
};

/** The guest copy as the app reads it. */
export interface GuestCopy {
  setting: AccessibilitySetting;
  /** Last chosen in this visit (this tab, since it was opened): only such a copy is offered to an account. */
  thisVisit: boolean;
  /** The account (learnerKey) whose learner asked to keep it, while that save has not succeeded. */
  savingFor: string | null;
}

const browser = typeof window !== 'undefined';

/**
 * This tab's visit: a marker in sessionStorage, which a reload keeps and a new tab or a new browser
 * session (the next person at a library computer) does not have; made when the guest first
 * chooses. Held in memory too, so with sessionStorage blocked a visit lasts as long as the page.
 */
let visit: string | null = null;
if (browser) {
  try {
    visit = window.sessionStorage.getItem(STORAGE_KEYS.guestVisit);
  } catch {
    // Blocked: the visit starts with the first choice.
  }
}

function thisVisit(): string {
  if (visit !== null) return visit;
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  visit = id;
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.guestVisit, id);
  } catch {
    // Blocked: the marker lives in memory only.
  }
  return id;
}

/** The stored copy while it is fresh. An expired one, or one without a date (an older shape), is removed. */
function stored(): GuestAccessibility | null {
  const value = storage.get(STORAGE_KEYS.guestAccessibility);
  if (value !== null && guestCopyFresh(value.chosenAt, Date.now())) return value;
  storage.remove(STORAGE_KEYS.guestAccessibility);
  return null;
}

const copyOf = (value: GuestAccessibility | null): GuestCopy | null =>
  value === null
    ? null
    : {
        setting: { ...EMPTY, ...value.setting },
        thisVisit: value.visit === visit,
        savingFor: value.savingFor ?? null,
      };

const listeners = new Set<() => void>();
let current: GuestCopy | null = browser ? copyOf(stored()) : null;
/**
 * The overrides put on <html> before the app ran (by the start script or applyEarlyGuestStyle),
 * until the app applies its own.
 */
let early: string[] = browser ? Object.keys(storage.get(STORAGE_KEYS.guestAccessibility)?.vars ?? {}) : [];

function keep(value: GuestAccessibility): void {
  storage.set(STORAGE_KEYS.guestAccessibility, value);
  publish(copyOf(value));
}

function publish(next: GuestCopy | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Keeps the guest's setting (and the overrides it makes) in this browser and shows it at once,
 * dated now and marked as chosen in this visit.
 */
export function setGuestAccessibility(setting: AccessibilitySetting, vars: Record<string, string>): void {
  keep({ setting, vars, chosenAt: Date.now(), visit: thisVisit() });
}

/**
 * Notes that the learner of `account` asked to keep the guest copy, before it is saved: should the
 * save fail, that account's next start tries again without asking (in any visit, until it expires).
 */
export function keepGuestAccessibilityFor(account: string): void {
  const value = stored();
  if (value !== null) keep({ ...value, savingFor: account });
}

/**
 * Forgets the guest's copy: once it is in the account, when the learner declines it, or when the
 * guest clears it from the panel. The page returns to the standard look at once.
 */
export function clearGuestAccessibility(): void {
  storage.remove(STORAGE_KEYS.guestAccessibility);
  publish(null);
}

/**
 * For pages that start from index.html (no start script): the stored overrides on <html> before
 * the first render, as the start script does for the prerendered pages. An expired copy is removed
 * instead.
 */
export function applyEarlyGuestStyle(): void {
  const value = stored();
  if (!value) return;
  for (const [name, val] of Object.entries(value.vars)) {
    document.documentElement.style.setProperty(name, val);
  }
  early = Object.keys(value.vars);
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
    publish(copyOf(stored()));
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Also the server render's value (the build's prerender): none, as a first visit has. */
const getCopy = () => current;
const getSetting = () => current?.setting ?? null;
const getServer = () => null;

/** The guest's setting in this browser, or null when they have not changed any (or it expired). */
export function useGuestAccessibility(): AccessibilitySetting | null {
  return useSyncExternalStore(subscribe, getSetting, getServer);
}

/** The guest copy with what the handover at sign-in needs: whether it is of this visit, and for whom it is being saved. */
export function useGuestCopy(): GuestCopy | null {
  return useSyncExternalStore(subscribe, getCopy, getServer);
}
