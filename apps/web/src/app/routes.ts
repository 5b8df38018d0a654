import type { Edition } from '@studyflow/contracts/edition';
import type { ComponentType } from 'react';
import { type Preloadable, preloadable } from '../lib/preloadable';

/**
 * Who may enter a route (GRD-*). 'signed-in' needs a user in any onboarding state (the
 * testimonial page shows right as onboarding finishes, while the stored user catches up);
 * 'onboarding' is only for a user who still has to finish it (ONB-5); 'onboarded' is every other
 * signed-in page (GRD-4, GRD-7).
 */
export type Access = 'public' | 'guest' | 'signed-in' | 'onboarding' | 'onboarded';

/** The frame around the page: the signed-in shell, the public header, or nothing (print views). */
export type Chrome = 'shell' | 'public' | 'bare';

type Page = Preloadable<object>;

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
export interface RouteInfo {
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
  /** Absent until the page is built: the route is then offered nowhere (see isOffered). */
  page?: Page;
}

export interface Route<P extends string> extends RouteInfo {
  pattern: P;
  href: Href<P>;
}

const BOTH: readonly Edition[] = ['study', 'pro'];
const STUDY: readonly Edition[] = ['study'];
const PRO: readonly Edition[] = ['pro'];

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
  more: Partial<Pick<RouteInfo, 'editions' | 'learning' | 'page'>> = {},
): Route<P> {
  return { pattern, href: hrefOf(pattern), access, chrome, editions: BOTH, ...more };
}

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  return preloadable(load, name);
}

// Pages shared by several routes are made once, so moving between those routes keeps the page.
const dashboardPage = page(() => import('./pages/dashboard-route'), 'DashboardRoute');
const institutionPage = page(() => import('../features/auth/components/institution-page'), 'InstitutionPage');
const resumePage = page(() => import('../features/steps/components/resume-page'), 'ResumePage');
const strategyPage = page(() => import('../features/steps/components/tutorial-pages'), 'StrategyStepPage');

/**
 * Every route of the app, in one table: the router, the guards, the page kinds, the menus and
 * every link derive from it. Adding a page is one row here and one feature folder.
 */
export const routes = {
  home: route('/', 'public', 'public', {
    page: page(() => import('../features/landing/components/landing-page'), 'LandingPage'),
  }),
  assessor: route('/assessor', 'public', 'public', {
    page: page(() => import('../features/assessor/components/assessor-page'), 'AssessorPage'),
  }),
  // PUB-16: the demo library is for signed-in learners (docs/decisions.md).
  resources: route('/resources', 'onboarded', 'shell', {
    page: page(() => import('../features/resources/components/resources-page'), 'ResourcesPage'),
  }),
  // Ours (PUB-17): the legal pages the footer and the sign-up forms link to.
  privacy: route('/privacy-policy', 'public', 'public', {
    page: page(() => import('../features/legal/components/legal-pages'), 'PrivacyPage'),
  }),
  terms: route('/terms', 'public', 'public', {
    page: page(() => import('../features/legal/components/legal-pages'), 'TermsPage'),
  }),
  accessibilityStatement: route('/accessibility-statement', 'public', 'public', {
    page: page(() => import('../features/legal/components/legal-pages'), 'AccessibilityStatementPage'),
  }),
  notFound: route('/not-found', 'public', 'public', {
    page: page(() => import('../features/errors/components/not-found-page'), 'NotFoundPage'),
  }),
  // boot.tsx also imports this page, so it sits in the first chunk and renders with the network
  // down (ERR-1): the lazy import resolves from memory.
  error: route('/error', 'public', 'public', {
    page: page(() => import('../features/errors/components/error-page'), 'ErrorPage'),
  }),
  somethingWentWrong: route('/something-went-wrong', 'public', 'public', {
    page: page(
      () => import('../features/errors/components/something-went-wrong-page'),
      'SomethingWentWrongPage',
    ),
  }),
  // The design-system gallery is a tool for us: development builds only, never shipped to learners.
  designSystem: route('/design-system', 'public', 'public', {
    page: import.meta.env.DEV
      ? page(() => import('../features/gallery/components/gallery-page'), 'GalleryPage')
      : undefined,
  }),

  auth: route('/auth', 'guest', 'public', {
    page: page(() => import('../features/auth/components/auth-choice-page'), 'AuthChoicePage'),
  }),
  signIn: route('/auth/sign-in', 'guest', 'public', {
    page: page(() => import('../features/auth/components/sign-in-page'), 'SignInPage'),
  }),
  resetPassword: route('/auth/reset-password', 'guest', 'public', {
    page: page(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage'),
  }),
  changePassword: route('/auth/reset_password/:reset_password_token', 'guest', 'public', {
    page: page(() => import('../features/auth/components/change-password-page'), 'ChangePasswordPage'),
  }),
  dsaLicence: route('/auth/dsa-licence', 'guest', 'public', {
    page: page(() => import('../features/auth/components/licence-page'), 'LicencePage'),
  }),
  instLicence: route('/auth/inst-licence', 'guest', 'public', { page: institutionPage }),
  siteLicence: route('/auth/site-licence', 'guest', 'public', { page: institutionPage }),
  confirmation: route('/auth/confirmations/:confirmation_token', 'guest', 'public', {
    page: page(() => import('../features/auth/components/confirmation-page'), 'ConfirmationPage'),
  }),

  onboarding: route('/onboarding', 'onboarding', 'public', {
    page: page(() => import('./pages/onboarding-route'), 'OnboardingRoute'),
  }),
  onboardingTestimonial: route('/onboarding/testimonial', 'signed-in', 'public', {
    page: page(() => import('../features/onboarding/components/testimonial-page'), 'TestimonialPage'),
  }),

  dashboardLearn: route('/dashboard/learn', 'onboarded', 'shell', { editions: STUDY, page: dashboardPage }),
  learnFlow: route('/dashboard/learn/:flowSlug', 'onboarded', 'shell', {
    editions: STUDY,
    page: dashboardPage,
  }),
  dashboardSoftware: route('/dashboard/software', 'onboarded', 'shell', {
    editions: PRO,
    page: dashboardPage,
  }),
  software: route('/dashboard/software/:softwareSlug', 'onboarded', 'shell', {
    editions: PRO,
    page: dashboardPage,
  }),
  profile: route('/dashboard/settings/profile', 'onboarded', 'shell', {
    page: page(() => import('../features/account/components/profile-page'), 'ProfilePage'),
  }),
  softwareSelection: route('/dashboard/settings/profile/software-selection', 'onboarded', 'shell', {
    page: page(
      () => import('../features/software/components/software-selection-page'),
      'SoftwareSelectionPage',
    ),
  }),
  reflect: route('/dashboard/reflect', 'onboarded', 'shell', {
    page: page(() => import('../features/journal/components/journal-page'), 'JournalPage'),
  }),
  studyTools: route('/dashboard/study-tools', 'onboarded', 'shell', {
    editions: STUDY,
    page: page(() => import('../features/study-tools/components/study-tools-page'), 'StudyToolsPage'),
  }),
  examSchedule: route(
    '/dashboard/examschedule/:examName/:examDate/:examStartTime/:examEndTime/:numOfQuestions/:planingTime/:proofreadingTime',
    'onboarded',
    'bare',
    {
      editions: STUDY,
      page: page(() => import('../features/study-tools/components/exam-schedule-page'), 'ExamSchedulePage'),
    },
  ),
  printNotes: route('/dashboard/print_notes', 'onboarded', 'bare', {
    page: page(() => import('../features/notes/components/print-notes-page'), 'PrintNotesPage'),
  }),
  // A module's and a chapter's own addresses (the `url` of modules, chapters and search results)
  // open the first step not yet done there (DSH-6, SRC-1).
  learningModule: route('/flows/:flowSlug/learning_modules/:learningModuleSlug', 'onboarded', 'shell', {
    learning: 'step',
    page: resumePage,
  }),
  chapter: route(
    '/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug',
    'onboarded',
    'shell',
    { learning: 'step', page: resumePage },
  ),
  step: route(
    '/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug',
    'onboarded',
    'shell',
    { learning: 'step', page: page(() => import('../features/steps/components/step-page'), 'StepPage') },
  ),
  favourites: route('/favourites', 'onboarded', 'shell', {
    learning: 'list',
    page: page(() => import('../features/steps/components/favourites-page'), 'FavouritesPage'),
  }),
  favouriteStep: route(
    '/favourites/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug',
    'onboarded',
    'shell',
    {
      learning: 'step',
      page: page(() => import('../features/steps/components/favourite-step-page'), 'FavouriteStepPage'),
    },
  ),
  essentialsTutorial: route('/tutorials/:softwareSlug/essentials/:stepSlug', 'onboarded', 'shell', {
    learning: 'step',
    page: page(() => import('../features/steps/components/tutorial-pages'), 'EssentialStepPage'),
  }),
  strategiesTutorial: route(
    '/tutorials/:softwareSlug/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug',
    'onboarded',
    'shell',
    { learning: 'step', page: strategyPage },
  ),
  sectionTutorial: route(
    '/tutorials/:softwareSlug/flows/:flowSlug/sections/:sectionSlug/chapters/:chapterSlug/steps/:stepSlug',
    'onboarded',
    'shell',
    { learning: 'step', page: strategyPage },
  ),
  support: route('/support', 'onboarded', 'shell', {
    page: page(() => import('../features/support/components/support-page'), 'SupportPage'),
  }),
  wellbeing: route('/wellbeing', 'onboarded', 'shell', {
    editions: STUDY,
    page: page(() => import('../features/wellbeing/components/wellbeing-page'), 'WellbeingPage'),
  }),
  supportContacts: route('/wellbeing/support-contacts', 'onboarded', 'shell', {
    editions: STUDY,
    page: page(() => import('../features/wellbeing/components/support-contacts-page'), 'SupportContactsPage'),
  }),
  studentMinds: route('/wellbeing/student-minds', 'onboarded', 'shell', {
    editions: STUDY,
    page: page(() => import('../features/wellbeing/components/student-minds-page'), 'StudentMindsPage'),
  }),
  deskStretches: route('/wellbeing/desk-stretches', 'onboarded', 'shell', {
    editions: STUDY,
    page: page(() => import('../features/wellbeing/components/desk-stretches-page'), 'DeskStretchesPage'),
  }),
};

export const ROUTES: readonly RouteInfo[] = Object.values(routes);

/** Menus and headers offer a route only once its page exists, and only in its editions. */
export const isOffered = (route: RouteInfo, edition: Edition): boolean =>
  route.page !== undefined && route.editions.includes(edition);

/** The edition's default dashboard (ED-5). */
export const dashboardFor = (edition: Edition): string =>
  edition === 'pro' ? routes.dashboardSoftware.href() : routes.dashboardLearn.href();
