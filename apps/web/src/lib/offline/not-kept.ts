import { useSyncExternalStore } from 'react';

/**
 * The address whose data a call found neither on the network nor kept by the worker, while the
 * browser was offline (lib/api/errors.ts): the app shows the offline page there instead of a page
 * that cannot fill. It is forgotten when the connection returns.
 */
let notKept: string | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function markNotKeptOffline(path: string): void {
  if (notKept === path) return;
  notKept = path;
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const online = () => {
    notKept = null;
    changed();
  };
  window.addEventListener('online', online);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
  };
}

/** Whether `path`'s data is not kept and the browser is offline. */
export function useNotKeptOffline(path: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => notKept === path && !navigator.onLine,
    () => false,
  );
}
