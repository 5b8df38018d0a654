import { dropEarlyResponses } from './early-requests';

/**
 * A signed-in page's first view asks for its data in the start-up round trip, beside the session
 * check and the settings (app/first-view.ts), instead of after its chunks have loaded and it has
 * rendered: one round trip less before the learner sees the page (issue 34). A page's query that
 * refetches whenever the page opens (a step's visit is tracked, STP-9; the dashboard's lists are
 * fresh each time, DSH-5) must then take that answer as its own on this first view, and only on it:
 * the learner's next visit to the page is a new opening, fetched again as before.
 */
let onFirstView = true;
const fetchedForFirstView = new Set<string>();
/** The start-up asks' answers, each settled once it has come or failed. */
let firstViewAnswers: Promise<unknown>[] = [];

/**
 * The query with this hash (TanStack's `hashKey` of its key) was asked for at start-up for the page
 * the app opened on; `answered` settles when its answer is in the cache (or the asking failed).
 */
export function noteFirstViewQuery(queryHash: string, answered: Promise<unknown>): void {
  if (!onFirstView) return;
  fetchedForFirstView.add(queryHash);
  firstViewAnswers.push(answered.catch(() => undefined));
}

/**
 * Settles once every answer the page the app opened on asked for at start-up has come or failed: at
 * once when it asked for none (a guest page, a signed-in page that fetches as it renders).
 */
export function firstViewAnswered(): Promise<void> {
  return Promise.all(firstViewAnswers).then(() => undefined);
}

/** The learner has moved on from the page the app opened on (the router's first route change). */
export function leaveFirstView(): void {
  onFirstView = false;
  fetchedForFirstView.clear();
  firstViewAnswers = [];
  dropEarlyResponses();
}

/**
 * A query's `refetchOnMount`: `onMount` as it always was, except for data asked for at start-up for
 * this same first view, which is the page's own fetch (answered or still on its way).
 */
export const refetchOnMountUnlessFirstView =
  (onMount: boolean | 'always') =>
  (query: { queryHash: string }): boolean | 'always' =>
    onFirstView && fetchedForFirstView.has(query.queryHash) ? false : onMount;

/** For tests: a fresh start, as a new page load has. */
export function resetFirstView(): void {
  onFirstView = true;
  fetchedForFirstView.clear();
  firstViewAnswers = [];
}
