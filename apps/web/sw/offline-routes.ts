import { OFFLINE_READABLE_PROCEDURES } from '../src/lib/offline/offline-data';

/** What the worker never answers for a page: the gateway's own paths (downloads, media, API). */
export const PASS_THROUGH = /^\/(trpc|files|uploads|healthz|readyz|metrics)(\/|$)/;

const readable = new Set<string>(OFFLINE_READABLE_PROCEDURES);

/**
 * A tRPC query whose answer learning needs offline: one sent on its own (`/trpc/notes.list?input=…`,
 * the web client's split link), or a batch of such queries only (the start-up pair,
 * `/trpc/config.get,auth.authorize?batch=1…`, the same at every start). A batch with anything else
 * in it is never kept.
 */
export function isOfflineReadable(url: URL): boolean {
  if (!url.pathname.startsWith('/trpc/')) return false;
  const procedures = url.pathname.slice('/trpc/'.length).split(',');
  return procedures.every((procedure) => readable.has(decodeURIComponent(procedure)));
}
