import { Workbox } from 'workbox-window';

/**
 * Registers the offline service worker (sw/sw.ts, built to /sw.js). Loaded by main.tsx only after
 * the page's load event, in a chunk of its own, so the first paint never waits for it.
 */
export async function registerWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  await workbox.register();
}
