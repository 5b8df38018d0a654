/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  isOfflineReadable,
  keptAddressOf,
  OFFLINE_DATA_CACHE,
  SIGN_OUT_PENDING_CACHE,
  staleCacheNames,
} from '../src/lib/offline/offline-data';
import { PASS_THROUGH } from './offline-routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/**
 * Studyflow's service worker (docs/decisions.md, "Offline learning"). The build (vite-plugin-pwa,
 * injectManifest) puts the list of the app's files in `__WB_MANIFEST`: index.html and its scripts,
 * styles, fonts and icons, never a prerendered guest page, a video or an upload.
 */
// Only the files themselves: no `/` → index.html (directoryIndex) or `/x` → x.html (cleanURLs),
// which would answer the landing with the signed-in app instead of the guest's prerendered page.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// The first visit's page is looked after at once, so the steps it opens are readable offline later.
void self.skipWaiting();
clientsClaim();

// Our caches under names no longer used (an older learner-data cache, say) go with the old worker.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(staleCacheNames(names).map((name) => caches.delete(name)))),
  );
});

/**
 * A page: always the network while there is one, because the BFF answers a guest with a prerendered
 * snapshot and a signed-in browser with index.html for the same path (cookie-dependent), and a stored
 * answer could be the wrong one. Offline, the precached index.html (the signed-in app) opens and the
 * app reads what it kept below.
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [PASS_THROUGH] },
  ),
);

/**
 * The queries learning needs to read offline: network first, the last answer kept for when the
 * network fails. Only 200 answers are kept (NetworkFirst's default), so a signed-out 401 never is.
 * The page deletes this cache whenever a learner is forgotten (lib/session/forget-learner.ts).
 */
const learnerData = new NetworkFirst({
  cacheName: OFFLINE_DATA_CACHE,
  plugins: [
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true }),
    // A step is filed without its "record this visit" flag: tracked or not, one answer (keptAddressOf).
    { cacheKeyWillBeUsed: async ({ request }) => keptAddressOf(new URL(request.url)).href },
  ],
});

/**
 * While a sign-out that got no answer waits (the page keeps SIGN_OUT_PENDING_CACHE until the server
 * has ended the session), no learner data is served from the cache nor kept: the network alone.
 */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isOfflineReadable(url),
  async (options) =>
    (await caches.has(SIGN_OUT_PENDING_CACHE)) ? fetch(options.request) : learnerData.handle(options),
);
