// The Artillery script of the learner journey, as the web calls the BFF: tRPC over HTTP without a
// transformer (plain JSON inputs), queries the service worker keeps for offline reading sent alone
// (`GET /trpc/steps.get?input=…`, apps/web/src/lib/api/trpc.ts's split link), everything else in
// batches (`?batch=1`, inputs keyed "0", "1", …), the CSRF header on every call, Origin on every
// POST, a cookie jar per virtual learner, and ~10 s of reading between two actions.

/** The steps of one journey, in order: each is a request name (p95 per step) and a BFF procedure. */
export const STEPS = [
  { name: 'sign in', procedures: ['auth.signIn'] },
  { name: 'first view: start-up', procedures: ['auth.authorize', 'config.get'] },
  { name: 'first view: flows', procedures: ['flows.list'] },
  { name: 'open step', procedures: ['steps.get'] },
  { name: 'open step: module', procedures: ['learningModules.get'] },
  { name: 'complete step', procedures: ['steps.complete'] },
  { name: 'write note', procedures: ['notes.create'] },
  { name: 'journal entry', procedures: ['journal.create'] },
  { name: 'search', procedures: ['search.query'] },
  { name: 'favourite', procedures: ['steps.toggleFavourite'] },
  { name: 'sign out', procedures: ['auth.signOut'] },
];

/** How many think pauses one journey has (between the sign-in's first view and the sign-out). */
export const THINKS = 7;

/**
 * A phase: `arrivalRate` whole learners a second, or `arrivalCount` spread evenly over `duration` s.
 * @typedef {{ duration: number; arrivalRate?: number; arrivalCount?: number; name: string }} Phase
 * @param {{ target: string; processor: string; phases: Phase[]; think: number; p95Ms: number }} options
 */
export function artilleryScript({ target, processor, phases, think, p95Ms }) {
  const origin = new URL(target).origin;
  // After a failed sign-in the learner has no session: the rest of the journey is not sent (the web
  // would stay on the sign-in page), so one failure is not counted again as a row of 401s.
  /** @param {string} name @param {string} url @param {string} body */
  const post = (name, url, body) => ({
    post: {
      name,
      url,
      body,
      headers: { 'content-type': 'application/json', origin },
      ...(name !== 'sign in' && { ifTrue: 'signedIn' }),
    },
  });
  /** @param {string} name @param {string} url */
  const get = (name, url) => ({ get: { name, url, ifTrue: 'signedIn' } });
  const pause = { think };
  return {
    config: {
      target,
      processor,
      phases,
      http: { timeout: 15 },
      defaults: {
        // What a browser's fetch() from the app's own page carries: the BFF's CSRF check wants the
        // header, and Origin (POSTs) or Sec-Fetch-Site (GETs) naming our own origin.
        headers: {
          'x-studyflow-csrf': '1',
          'sec-fetch-site': 'same-origin',
          'sec-fetch-mode': 'cors',
          'sec-fetch-dest': 'empty',
          'accept-language': 'en-GB',
        },
        // Each pause is `think` s ± 30 %.
        think: { jitter: '30%' },
      },
      plugins: {
        'metrics-by-endpoint': { useOnlyRequestNames: true, stripQueryString: true },
        ensure: {
          thresholds: [{ 'http.response_time.p95': p95Ms }],
          conditions: [{ expression: 'vusers.failed == 0', strict: false }],
        },
      },
    },
    scenarios: [
      {
        name: 'learner journey',
        beforeScenario: 'pickLearner',
        afterResponse: 'readAnswer',
        flow: [
          post('sign in', '/trpc/auth.signIn?batch=1', '{{ signInBody }}'),
          // /dashboard/learn: the start-up pair (app/boot.tsx: the session check, then the settings,
          // one batch) and the flows tab's list, at once; the software tab's list is not asked.
          {
            parallel: [
              get('first view: start-up', '/trpc/auth.authorize,config.get?batch=1&input={{ startUpInput }}'),
              get('first view: flows', '/trpc/flows.list'),
            ],
          },
          pause,
          // The step page: the step and its module's outline, each sent alone (offline-readable).
          {
            parallel: [
              get('open step', '/trpc/steps.get?input={{ stepInput }}'),
              get('open step: module', '/trpc/learningModules.get?input={{ moduleInput }}'),
            ],
          },
          pause,
          post('complete step', '/trpc/steps.complete?batch=1', '{{ addressBody }}'),
          pause,
          post('write note', '/trpc/notes.create?batch=1', '{{ noteBody }}'),
          pause,
          post('journal entry', '/trpc/journal.create?batch=1', '{{ journalBody }}'),
          pause,
          get('search', '/trpc/search.query?batch=1&input={{ searchInput }}'),
          pause,
          post('favourite', '/trpc/steps.toggleFavourite?batch=1', '{{ addressBody }}'),
          pause,
          post('sign out', '/trpc/auth.signOut?batch=1', '{}'),
        ],
      },
    ],
  };
}
