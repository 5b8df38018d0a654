import type { Edition } from '@studyflow/contracts/edition';
import { type RouteName, routeNameAt, routes } from '../config/paths';
import { preloadPublicFrame } from './layout/shell';
import { routeAt } from './routes';
import { PRERENDER_MARKER_ID } from './takeover';

/**
 * Pages written into the HTML at build time by the prerender plugin (vite-prerender.ts), one file
 * per edition (`prerendered/<name>.<edition>.html`, listed in `prerendered/pages.json`), so a first
 * visit paints them before any script has run. The BFF serves them in place of index.html to a
 * browser without a session cookie. Only data-free pages a visitor opens signed out belong here: the
 * landing and the other public pages, the guest pages of /auth that need no token, and the error
 * pages.
 *
 * `modules`: the source modules the page's first render pulls in besides the entry (its page, the
 * frame's banner). Their stylesheets are linked in the HTML and their scripts named to the start
 * script, which imports them with the app's own after the first paint (not preloaded). The build
 * fails when a class in the snapshot has no rule in the linked stylesheets, which is what a module
 * missing here looks like.
 */
// The frame's dark-mode banner shows to visitors on the landing only (shell.tsx).
const BANNER = 'src/app/layout/dark-mode-banner.tsx';
/** The data layer (lib/api/trpc.tsx): every page that shows server data loads it. */
const DATA_LAYER = 'chunk:data-layer';
/** An auth page with a form: its form loads the data layer when sent (lib/api/send.ts), not the page. */
const AUTH = (file: string) => [`src/features/auth/components/${file}.tsx`];
const LEGAL = ['src/features/legal/components/legal-pages.tsx'];
const ERRORS = (file: string) => [`src/features/errors/components/${file}.tsx`];

export const PRERENDERED_PAGES: readonly { path: string; modules: readonly string[] }[] = [
  { path: '/', modules: ['src/features/landing/components/landing-page.tsx', BANNER] },
  { path: '/assessor', modules: ['src/features/assessor/components/assessor-page.tsx'] },
  { path: '/privacy-policy', modules: LEGAL },
  { path: '/terms', modules: LEGAL },
  { path: '/accessibility-statement', modules: LEGAL },
  { path: '/auth', modules: ['src/features/auth/components/auth-choice-page.tsx'] },
  { path: '/auth/sign-in', modules: AUTH('sign-in-page') },
  { path: '/auth/reset-password', modules: AUTH('reset-password-page') },
  { path: '/auth/dsa-licence', modules: AUTH('licence-page') },
  { path: '/auth/inst-licence', modules: AUTH('institution-page') },
  { path: '/auth/site-licence', modules: AUTH('institution-page') },
  { path: '/not-found', modules: ERRORS('not-found-page') },
  { path: '/something-went-wrong', modules: ERRORS('something-went-wrong-page') },
  // In the entry already (boot.tsx imports it, ERR-1).
  { path: '/error', modules: [] },
];

/**
 * Signed-in first views whose scripts index.html names for the browser to fetch beside the app's
 * own (`<link rel="modulepreload">`, and their stylesheets as preloads): the build writes index.html
 * once per view with those links (`prerendered/first-view-<name>.html`) and the BFF sends it for the
 * view's routes in place of index.html (vite-prerender.ts, routes.json). Without them the page's
 * scripts were asked for only once the app's had arrived and run, a round trip later on a phone.
 * `modules` are the page and the signed-in frame's parts (shell.tsx preloadSignedInFrame); a script
 * the build makes of several modules (vite-chunks.ts) is named `chunk:<its name>`.
 */
const FRAME = [
  // The top bar, the side menu and what the first views share: one script of the build's making
  // (vite-chunks.ts), named by it.
  'chunk:signed-in',
  BANNER,
];
/** Every step view's pages and parts are one script of the build's making (vite-chunks.ts). */
const STEPS = ['chunk:step-view', ...FRAME];

export const FIRST_VIEW_PAGES: readonly {
  name: string;
  routes: readonly RouteName[];
  modules: readonly string[];
}[] = [
  {
    name: 'dashboard',
    routes: ['dashboardLearn', 'learnFlow', 'dashboardSoftware', 'software'],
    modules: ['src/app/pages/dashboard-route.tsx', ...FRAME],
  },
  { name: 'step', routes: ['step'], modules: STEPS },
  { name: 'favourite-step', routes: ['favouriteStep'], modules: STEPS },
  {
    name: 'tutorial',
    routes: ['essentialsTutorial', 'strategiesTutorial', 'sectionTutorial'],
    modules: STEPS,
  },
  { name: 'resume', routes: ['learningModule', 'chapter'], modules: STEPS },
];

/**
 * What index.html names for the browser to fetch beside the app's own scripts, for every page it
 * starts (the signed-in ones): the data layer, and the first view's data requests (app/first-view.ts,
 * in the signed-in pages' shared script, vite-chunks.ts),
 * which boot.tsx imports at once. Without them in the HTML both were asked for only once the app's
 * scripts had run: a round trip more before the start-up batch.
 */
export const SIGNED_IN_START: readonly string[] = [DATA_LAYER, 'chunk:signed-in'];

export interface PrerenderMarker {
  edition: Edition;
  path: string;
}

const isEdition = (value: unknown): value is Edition => value === 'study' || value === 'pro';

/**
 * The marker of a prerendered page whose path is the one open, or null (index.html, or a mismatch).
 * The not-found page also stands for an address no route of the edition knows: the BFF answers such
 * an address with it (a 404), and the app then sends the guest to /not-found as GRD-9 says, from the
 * page already shown (main.tsx).
 */
export function readPrerenderMarker(doc: Document, pathname: string): PrerenderMarker | null {
  const text = doc.getElementById(PRERENDER_MARKER_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { edition, path } = value as Record<string, unknown>;
    if (!isEdition(edition) || typeof path !== 'string') return null;
    const unknownAddress = path === routes.notFound.href() && routeNameAt(pathname, edition) === null;
    return path === pathname || unknownAddress ? { edition, path } : null;
  } catch {
    return null;
  }
}

/**
 * The lazy parts a signed-out first render of `path` shows (its page, the frame's banner), fetched
 * so that render never suspends: in the browser no fallback flashes over the snapshot, and on the
 * server the snapshot is plain HTML (a suspended part would need an inline script to reveal it).
 */
export async function preloadPage(path: string, edition: Edition): Promise<void> {
  await Promise.all([routeAt(path, edition)?.page?.preload(), preloadPublicFrame(path)]);
}
