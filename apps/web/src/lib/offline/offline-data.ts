/**
 * What the service worker keeps for reading offline (apps/web/sw/sw.ts), shared with the page so the
 * tRPC client sends exactly these queries on their own (lib/api/trpc.ts) and sign-out can delete
 * them. No DOM here: the worker imports it too.
 */
export const OFFLINE_DATA_CACHE = 'studyflow-learner-data-v2';

/**
 * Present while a sign-out that got no answer waits to be completed (lib/session/pending-sign-out.ts):
 * the worker then serves no learner data from its cache and keeps none (the page also remembers it in
 * localStorage, which a worker cannot read).
 */
export const SIGN_OUT_PENDING_CACHE = 'studyflow-sign-out-pending';

/** Our caches (beside Workbox's precache, which cleans itself): any other `studyflow-` name is old. */
const CURRENT_CACHES: readonly string[] = [OFFLINE_DATA_CACHE, SIGN_OUT_PENDING_CACHE];

/** The caches a new worker deletes when it activates: ours under a name no longer used. */
export const staleCacheNames = (names: readonly string[]): string[] =>
  names.filter((name) => name.startsWith('studyflow-') && !CURRENT_CACHES.includes(name));

/**
 * The start-up pair (who is signed in, the edition), then what learning reads: the dashboard's
 * flows, a module's steps, a step, the favourites and the notes.
 */
export const OFFLINE_READABLE_PROCEDURES = [
  'auth.authorize',
  'config.get',
  'flows.list',
  'tutorials.list',
  'learningModules.get',
  'steps.get',
  'favourites.list',
  'notes.list',
] as const;

/**
 * The start-up pair leaves together in one batch (app/boot.tsx: one round trip before the first
 * page), the same two in the same order at every start, so that batch's address is stable and the
 * worker keeps it like a query sent alone.
 */
export const START_UP_PROCEDURES: readonly string[] = ['auth.authorize', 'config.get'];

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

/** A step of a flow, by its four slugs (the step page's address). */
export interface KeptStepAddress {
  flowSlug: string;
  learningModuleSlug: string;
  chapterSlug: string;
  stepSlug: string;
}

const SLUGS = ['flowSlug', 'learningModuleSlug', 'chapterSlug', 'stepSlug'] as const;

/**
 * The flow step a kept `steps.get` answer is for, read from its address (`?input=` JSON), or null
 * for anything else, a tutorial's step included (its page needs the software too).
 */
export function keptStepAddressOf(url: URL): KeptStepAddress | null {
  if (url.pathname !== '/trpc/steps.get') return null;
  try {
    const input: unknown = JSON.parse(url.searchParams.get('input') ?? 'null');
    if (typeof input !== 'object' || input === null) return null;
    const fields = input as Record<string, unknown>;
    if (fields.softwareSlug !== undefined || fields.sectionSlug !== undefined) return null;
    const [flowSlug, learningModuleSlug, chapterSlug, stepSlug] = SLUGS.map((slug) => fields[slug]);
    if (
      typeof flowSlug !== 'string' ||
      typeof learningModuleSlug !== 'string' ||
      typeof chapterSlug !== 'string' ||
      typeof stepSlug !== 'string'
    )
      return null;
    return { flowSlug, learningModuleSlug, chapterSlug, stepSlug };
  } catch {
    return null;
  }
}

/**
 * The address a kept answer is filed under: a step's `steps.get` without `trackSession` (STP-9's
 * "record this visit"), since the step reads the same either way. The worker files and finds answers
 * by it, so the page can ask again for what it asked before the worker was there (kept-offline.ts)
 * without recording the visit a second time, and a tracked opening offline still finds it.
 */
export function keptAddressOf(url: URL): URL {
  if (url.pathname !== '/trpc/steps.get') return url;
  try {
    const input: unknown = JSON.parse(url.searchParams.get('input') ?? 'null');
    if (typeof input !== 'object' || input === null || !('trackSession' in input)) return url;
    const { trackSession: _tracked, ...rest } = input as Record<string, unknown>;
    const kept = new URL(url.href);
    kept.searchParams.set('input', JSON.stringify(rest));
    return kept;
  } catch {
    return url;
  }
}
