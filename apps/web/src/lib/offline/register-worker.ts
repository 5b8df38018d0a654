import { keepEarlierAnswers } from './kept-offline';

/**
 * Registers the offline service worker (sw/sw.ts, built to /sw.js). Loaded by start-worker.ts only
 * once the page has loaded and the browser is idle, in a chunk of its own, so the first view never
 * waits for it. The browser's own API: workbox-window's ~2 KB of script did no more here than say
 * when the worker took control.
 */
export async function registerWorker(): Promise<void> {
  // The first time a worker looks after this page, it keeps what the page asked before it could.
  navigator.serviceWorker.addEventListener('controllerchange', () => void keepEarlierAnswers(), {
    once: true,
  });
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
}
