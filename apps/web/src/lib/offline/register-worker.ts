import { Workbox } from 'workbox-window';
import { keepEarlierAnswers } from './kept-offline';

/**
 * Registers the offline service worker (sw/sw.ts, built to /sw.js). Loaded by main.tsx only after
 * the page's load event, in a chunk of its own, so the first paint never waits for it.
 */
export async function registerWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // The first time it looks after this page, the worker keeps what the page asked before it could.
  workbox.addEventListener('controlling', () => {
    void keepEarlierAnswers();
  });
  await workbox.register();
}
