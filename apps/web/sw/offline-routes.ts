import { OFFLINE_DATA_CACHE, OFFLINE_READABLE_PROCEDURES } from '../src/lib/offline/offline-data';

export { OFFLINE_DATA_CACHE };

/** What the worker never answers for a page: the gateway's own paths (downloads, media, API). */
export const PASS_THROUGH = /^\/(trpc|files|uploads|healthz|readyz|metrics)(\/|$)/;

const readable = new Set<string>(OFFLINE_READABLE_PROCEDURES);

/**
 * A tRPC query sent on its own (`/trpc/notes.list?input=…`, the web client's split link) whose answer
 * learning needs offline. A batch (`/trpc/a,b?batch=1`) is never kept: its parts change from one
 * visit to the next, so a kept one would rarely be asked for again.
 */
export function isOfflineReadable(url: URL): boolean {
  if (!url.pathname.startsWith('/trpc/') || url.searchParams.has('batch')) return false;
  return readable.has(url.pathname.slice('/trpc/'.length));
}
