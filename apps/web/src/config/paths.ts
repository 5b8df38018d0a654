import type { Edition } from '@studyflow/contracts/edition';

// The route table's rows without their pages: every layer builds links from here, so this module
// imports types only (docs/architecture.md). app/routes.ts joins each row with its lazily loaded
// page under the same name.

/**
 * Who may enter a route (GRD-*). 'signed-in' needs a user in any onboarding state (the
 * testimonial page shows right as onboarding finishes, while the stored user catches up);
 * 'onboarding' is only for a user who still has to finish it (ONB-5); 'onboarded' is every other
 * signed-in page (GRD-4, GRD-7).
 */
export type Access = 'public' | 'guest' | 'signed-in' | 'onboarding' | 'onboarded';

/** The frame around the page: the signed-in shell, the public header, or nothing (print views). */
export type Chrome = 'shell' | 'public' | 'bare';

type ParamOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<P extends string> = Record<ParamOf<P>, string | number>;

type Href<P extends string> = [ParamOf<P>] extends [never]
  ? () => string
  : (params: RouteParams<P>) => string;

/** What the router, the guards, the page kinds and the menus read of a route. */
export interface RouteRow {
  pattern: string;
  access: Access;
  editions: readonly Edition[];
  chrome: Chrome;
  /**
   * Learning pages: a step reader ('step') or the favourites list ('list'). The top bar offers the
   * accessibility button on both and search on the list only; the side menu adds 'Go to
   * Dashboard' (SHL-1, SHL-5).
   */
  learning?: 'step' | 'list';
}

export interface Route<P extends string> extends RouteRow {
  pattern: P;
  href: Href<P>;
}

const BOTH: readonly Edition[] = ['study', 'pro'];
const STUDY: readonly Edition[] = ['study'];

/** Path segments are user data (tokens, slugs): always encoded. */
function hrefOf<P extends string>(pattern: P): Href<P> {
  const build = (params: Partial<Record<string, string | number>> = {}) =>
    pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  return build as Href<P>;
}

function route<P extends string>(
  pattern: P,
  access: Access,
  chrome: Chrome,
  more: Partial<Pick<RouteRow, 'editions' | 'learning'>> = {},
): Route<P> {
  return { pattern, href: hrefOf(pattern), access, chrome, editions: BOTH, ...more };
}

/**
 * Every route of the app, one row each: the router, the guards, the page kinds, the menus and
 * every link derive from it. Adding a page is one row here, one loader in app/routes.ts and one
 * feature folder.
 */
export const routes = {
  home: route('/', 'public', 'public'),
  assessor: route('/assessor', 'public', 'public'),
  // PUB-16: the demo library is for signed-in learners (docs/decisions.md).
  resources: route('/resources', 'onboarded', 'shell'),
  // Ours (PUB-17): the legal pages the footer and the sign-up forms link to.
  privacy: route('/privacy-policy', 'public', 'public'),
  terms: route('/terms', 'public', 'public'),
  accessibilityStatement: route('/accessibility-statement', 'public', 'public'),
  notFound: route('/not-found', 'public', 'public'),
  error: route('/error', 'public', 'public'),
  somethingWentWrong: route('/something-went-wrong', 'public', 'public'),
  // Ours: where a learner lands, signed out, once they have deleted their account.
  accountDeleted: route('/account-deleted', 'public', 'public'),
  // The design-system gallery: its page exists in development builds only (app/routes.ts).
  designSystem: route('/design-system', 'public', 'public'),

  auth: route('/auth', 'guest', 'public'),
  signIn: route('/auth/sign-in', 'guest', 'public'),
  resetPassword: route('/auth/reset-password', 'guest', 'public'),
  changePassword: route('/auth/reset_password/:reset_password_token', 'guest', 'public'),
  dsaLicence: route('/auth/dsa-licence', 'guest', 'public'),
  instLicence: route('/auth/inst-licence', 'guest', 'public'),
  siteLicence: route('/auth/site-licence', 'guest', 'public'),
  confirmation: route('/auth/confirmations/:confirmation_token', 'guest', 'public'),

  onboarding: route('/onboarding', 'onboarding', 'public'),
  onboardingTestimonial: route('/onboarding/testimonial', 'signed-in', 'public'),

  // The dashboard's two tabs, each at its own address in both editions (docs/decisions.md): the
  // flows (Pro: learning paths) and the software; dashboardFor says which is the edition's home.
  dashboardLearn: route('/dashboard/learn', 'onboarded', 'shell'),
  learnFlow: route('/dashboard/learn/:flowSlug', 'onboarded', 'shell'),
  dashboardSoftware: route('/dashboard/software', 'onboarded', 'shell'),
  software: route('/dashboard/software/:softwareSlug', 'onboarded', 'shell'),
  profile: route('/dashboard/settings/profile', 'onboarded', 'shell'),
  softwareSelection: route('/dashboard/settings/profile/software-selection', 'onboarded', 'shell'),
  reflect: route('/dashboard/reflect', 'onboarded', 'shell'),
  studyTools: route('/dashboard/study-tools', 'onboarded', 'shell', { editions: STUDY }),
  examSchedule: route(
    '/dashboard/examschedule/:examName/:examDate/:examStartTime/:examEndTime/:numOfQuestions/:planingTime/:proofreadingTime',
    'onboarded',
    'bare',
    { editions: STUDY },
  ),
  printNotes: route('/dashboard/print_notes', 'onboarded', 'bare'),
  // A module's and a chapter's own addresses (the `url` of modules, chapters and search results)
  // open the first step not yet done there (DSH-6, SRC-1).
  learningModule: route('/flows/:flowSlug/learning_modules/:learningModuleSlug', 'onboarded', 'shell', {
    learning: 'step',
  }),
  chapter: route(
    '/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug',
    'onboarded',
    'shell',
    { learning: 'step' },
  ),
  step: route(
    '/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug',
    'onboarded',
    'shell',
    { learning: 'step' },
  ),
  favourites: route('/favourites', 'onboarded', 'shell', { learning: 'list' }),
  favouriteStep: route(
    '/favourites/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug',
    'onboarded',
    'shell',
    { learning: 'step' },
  ),
  essentialsTutorial: route('/tutorials/:softwareSlug/essentials/:stepSlug', 'onboarded', 'shell', {
    learning: 'step',
  }),
  strategiesTutorial: route(
    '/tutorials/:softwareSlug/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug',
    'onboarded',
    'shell',
    { learning: 'step' },
  ),
  sectionTutorial: route(
    '/tutorials/:softwareSlug/flows/:flowSlug/sections/:sectionSlug/chapters/:chapterSlug/steps/:stepSlug',
    'onboarded',
    'shell',
    { learning: 'step' },
  ),
  support: route('/support', 'onboarded', 'shell'),
  wellbeing: route('/wellbeing', 'onboarded', 'shell', { editions: STUDY }),
  supportContacts: route('/wellbeing/support-contacts', 'onboarded', 'shell', { editions: STUDY }),
  studentMinds: route('/wellbeing/student-minds', 'onboarded', 'shell', { editions: STUDY }),
  deskStretches: route('/wellbeing/desk-stretches', 'onboarded', 'shell', { editions: STUDY }),
};

export type RouteName = keyof typeof routes;

export const ROUTE_NAMES = Object.keys(routes) as readonly RouteName[];

/** The edition's default dashboard (ED-5). */
export const dashboardFor = (edition: Edition): string =>
  edition === 'pro' ? routes.dashboardSoftware.href() : routes.dashboardLearn.href();

/** Drops a trailing slash (except on '/') so '/auth/' and '/auth' are one route. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Matches '/a/:b/c' against a path: each ':name' takes exactly one non-empty segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = normalisePath(path).split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/** The route at `path` in any edition: for what a page looks like, which both editions share. */
export const routeNameMatching = (path: string): RouteName | null =>
  ROUTE_NAMES.find((name) => matchesPattern(routes[name].pattern, path)) ?? null;

/** The route at `path`, or null for an unknown path (or a route of the other edition). */
export const routeNameAt = (path: string, edition: Edition): RouteName | null =>
  ROUTE_NAMES.find(
    (name) => routes[name].editions.includes(edition) && matchesPattern(routes[name].pattern, path),
  ) ?? null;

export function accessOf(path: string, edition: Edition): Access | null {
  const name = routeNameAt(path, edition);
  return name === null ? null : routes[name].access;
}

const RETURN_PARAM = 'next';

/**
 * Sign-in that returns to `path` afterwards (a guest sent to sign in from a link or a protected
 * address): `/auth/sign-in?next=%2Fresources`.
 */
export function signInReturningTo(path: string): string {
  return `${routes.signIn.href()}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}

/**
 * Where sign-in should return to, from its query: a path of this app that a signed-in learner of
 * this edition may open, or null. Anything else (another origin, `//host`, a backslash trick, an
 * auth page, an unknown path) is ignored, so the parameter can never be an open redirect.
 */
/** A backslash or a control character: what browsers quietly rewrite into something else. */
const hasRewrittenCharacters = (text: string): boolean =>
  [...text].some((character) => character === '\\' || (character.codePointAt(0) ?? 0) < 0x20);

export function returnPathFrom(search: string, edition: Edition): string | null {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//') || hasRewrittenCharacters(raw))
    return null;
  const base = 'http://studyflow.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const access = accessOf(url.pathname, edition);
  if (access === null || access === 'guest' || access === 'public') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
