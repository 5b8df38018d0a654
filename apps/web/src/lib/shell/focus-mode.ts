import { useSyncExternalStore } from 'react';

/**
 * Focus mode (STP-6): the step reader fills the screen and the sidebars step aside. The step page
 * turns it on and off; the shell reads it to hide its side menu. It ends when the page goes.
 */
const listeners = new Set<() => void>();
let on = false;

export function setFocusMode(next: boolean): void {
  if (next === on) return;
  on = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Also the server render's value (the build's prerender): the store as it starts. */
const getOn = () => on;

export function useFocusMode(): boolean {
  return useSyncExternalStore(subscribe, getOn, getOn);
}
