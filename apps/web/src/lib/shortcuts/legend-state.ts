import { useSyncExternalStore } from 'react';

/**
 * Whether the shortcuts legend is open. It has its own store rather than being one of the shell's
 * dialogs: guests have the shortcuts and the legend too, and the shell's dialogs are signed-in only.
 */
const listeners = new Set<() => void>();
let open = false;

function set(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openShortcutsLegend = (): void => set(true);
export const closeShortcutsLegend = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getOpen = () => open;

export const useShortcutsLegendOpen = (): boolean => useSyncExternalStore(subscribe, getOpen, () => false);
