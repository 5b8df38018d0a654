/**
 * The single-key shortcuts' code (their settings, keys and listener) is not part of the first
 * script, nor of what a page load fetches at all: it loads at the first key that could be a
 * shortcut (issue 34: a page's scripts in all count, and most visits press none). That key, and any
 * pressed before the code has arrived, is kept here and carried out once it has
 * (use-shortcut-keys.ts), so no press is lost.
 */

/** A key pressed before the shortcuts' code was there, with where the focus was at that moment. */
export interface EarlyKey {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  focused: Element | null;
}

const early: EarlyKey[] = [];
const listeners = new Set<() => void>();
let wanted = false;

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function note(event: KeyboardEvent): void {
  // Only what a shortcut could be: one character, no Ctrl, Alt or Meta (Shift makes '?').
  if (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) return;
  const { key, ctrlKey, altKey, metaKey } = event;
  early.push({ key, ctrlKey, altKey, metaKey, focused: document.activeElement });
  want();
}

/** Starts listening for the first keys, which ask for the shortcuts' code. Once per page. */
export function awaitShortcuts(): void {
  document.addEventListener('keydown', note, true);
}

/** The keys pressed so far; from now on the shortcuts' own listener hears them. */
export function takeEarlyKeys(): EarlyKey[] {
  document.removeEventListener('keydown', note, true);
  return early.splice(0);
}

export const shortcutsWanted = (): boolean => wanted;

export function subscribeShortcutsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
