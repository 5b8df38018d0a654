import { useSyncExternalStore } from 'react';

/**
 * How many times the connection has dropped since the page loaded. Counted by the `offline` event
 * itself, so a connection that comes back and drops again before React renders still counts as a
 * new drop (a render may never see the "online" in between).
 */
let drops = 0;
let counting = false;

function subscribe(listener: () => void): () => void {
  if (!counting) {
    counting = true;
    // Registered before any listener of React's, so the count is up to date when React reads it.
    window.addEventListener('offline', () => {
      drops += 1;
    });
  }
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const getOnline = () => navigator.onLine;
const getDrops = () => drops;
/** The server render (the build's prerender) draws the page as online. */
const getServerOnline = () => true;
const getServerDrops = () => 0;

/** Whether the browser has a network connection, following its `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, getOnline, getServerOnline);
}

/** The number of the current (or last) loss of connection: it changes at every `offline` event. */
export function useConnectionDrops(): number {
  return useSyncExternalStore(subscribe, getDrops, getServerDrops);
}
