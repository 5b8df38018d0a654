import { OFFLINE_DATA_CACHE } from './offline-data';

/**
 * Deletes what the service worker kept of the learner's data, so the next person on a shared
 * computer reads nothing of it offline. The app's own files stay: they belong to no one.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_DATA_CACHE).catch(() => false);
}
