/**
 * The start-up round trip made by the start script, before the app's scripts have arrived
 * (vite-start-script.ts, docs/decisions.md "The start-up requests leave with the HTML"): on a
 * signed-in page it asks for the session check, the settings and the first view's data at once, and
 * keeps each answer here under its address. The tRPC client takes an answer for the very address it
 * asks for (trpc-client.ts), once, instead of asking again: the data comes back while the scripts
 * are still on their way, a round trip less before the learner sees the page on a slow connection.
 *
 * No imports: the build reads this module in Node when it writes the start script.
 */

/** Where the start script keeps the answers: `window[EARLY_RESPONSES][address]`. */
export const EARLY_RESPONSES = '__studyflowEarly';

/**
 * What the build writes on the start script's tag (`data-early`, app/first-view.ts builds it): the
 * headers every call carries, the storage key that, when set, says a sign-out is still to be sent
 * (nothing is asked then: the app sends the sign-out first), and, for each kind of address, the
 * calls its start-up makes. `{n}` in a call stands for the address's n-th segment, which is asked
 * for only when it is a plain slug (letters, digits, `_` and `-`), as the app itself requires.
 */
export interface EarlyRequestTable {
  headers: Record<string, string>;
  skipWhenStored: string;
  /** [a route's pattern as a regular expression, its calls]; the first that matches is used. */
  views: [string, string[]][];
}

type Kept = Record<string, Promise<Response> | undefined>;

const kept = (): Kept | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, Kept | undefined>)[EARLY_RESPONSES];

/**
 * The answer the start script asked for at `input`, taken (a second call asks the server), or
 * undefined when it asked for none there. Only reads: a call that changes something is never
 * answered early.
 */
export function takeEarlyResponse(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> | undefined {
  const responses = kept();
  if (!responses || typeof input !== 'string' || (init?.method ?? 'GET') !== 'GET') return undefined;
  const response = responses[input];
  if (response) delete responses[input];
  return response;
}

/** The page the app opened on is left: an answer nobody took is no longer the page's. */
export function dropEarlyResponses(): void {
  if (typeof window !== 'undefined') delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSES];
}
