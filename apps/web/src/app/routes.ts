import type { Edition } from '@studyflow/contracts/edition';
import type { ComponentType } from 'react';
import {
  ROUTE_NAMES,
  type RouteName,
  type RouteRow,
  routeNameAt,
  routeNameMatching,
  routes,
} from '../config/paths';
import { DataGate, withDataLayer } from '../lib/api/trpc';
import { type Preloadable, preloadable } from '../lib/components/preloadable';

// The pages of the route table: one lazily loaded page per row of config/paths.ts, under the same
// name. Only app/ imports this module; features and lib/ build their links from config/paths.ts, so
// no page imports back the table that loads it (docs/architecture.md).

type Page = Preloadable<object>;

/** A row joined with its page; absent until the page is built: it is then offered nowhere. */
export interface RouteInfo extends RouteRow {
  name: RouteName;
  page?: Page;
}

/**
 * A page that calls the server loads with the data layer and renders inside its gate (the default);
 * `data: false` marks the pages that show no server data, whose first visit never loads it
 * (lib/api/trpc.tsx).
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { data = true }: { data?: boolean } = {},
): Page {
  return data ? preloadable(() => withDataLayer(load()), name, DataGate) : preloadable(load, name);
}
const NO_DATA = { data: false };

// Pages shared by several routes are made once, so moving between those routes keeps the page.
const dashboardPage = page(() => import('./pages/dashboard-route'), 'DashboardRoute');
// The auth pages with a form show no server data: their form loads the data layer when sent (lib/api/send.ts).
const institutionPage = page(
  () => import('../features/auth/components/institution-page'),
  'InstitutionPage',
  NO_DATA,
);
const resumePage = page(() => import('../features/steps/components/resume-page'), 'ResumePage');
const strategyPage = page(() => import('../features/steps/components/tutorial-pages'), 'StrategyStepPage');
const legalPage = (name: 'PrivacyPage' | 'TermsPage' | 'AccessibilityStatementPage') =>
  page(() => import('../features/legal/components/legal-pages'), name, NO_DATA);

/** Every row's page: a row the requirements name but no issue has built yet says `undefined`. */
const pages: Record<RouteName, Page | undefined> = {
  home: page(() => import('../features/landing/components/landing-page'), 'LandingPage', NO_DATA),
  assessor: page(() => import('../features/assessor/components/assessor-page'), 'AssessorPage', NO_DATA),
  resources: page(() => import('../features/resources/components/resources-page'), 'ResourcesPage'),
  privacy: legalPage('PrivacyPage'),
  terms: legalPage('TermsPage'),
  accessibilityStatement: legalPage('AccessibilityStatementPage'),
  notFound: page(() => import('../features/errors/components/not-found-page'), 'NotFoundPage', NO_DATA),
  // boot.tsx also imports this page, so it sits in the first chunk and renders with the network
  // down (ERR-1): the lazy import resolves from memory.
  error: page(() => import('../features/errors/components/error-page'), 'ErrorPage', NO_DATA),
  somethingWentWrong: page(
    () => import('../features/errors/components/something-went-wrong-page'),
    'SomethingWentWrongPage',
    NO_DATA,
  ),
  accountDeleted: page(
    () => import('../features/account/components/account-deleted-page'),
    'AccountDeletedPage',
    NO_DATA,
  ),
  // The design-system gallery is a tool for us: development builds only, never shipped to learners.
  designSystem: import.meta.env.DEV
    ? page(() => import('../features/gallery/components/gallery-page'), 'GalleryPage')
    : undefined,

  auth: page(() => import('../features/auth/components/auth-choice-page'), 'AuthChoicePage', NO_DATA),
  signIn: page(() => import('../features/auth/components/sign-in-page'), 'SignInPage', NO_DATA),
  resetPassword: page(
    () => import('../features/auth/components/reset-password-page'),
    'ResetPasswordPage',
    NO_DATA,
  ),
  changePassword: page(
    () => import('../features/auth/components/change-password-page'),
    'ChangePasswordPage',
  ),
  dsaLicence: page(() => import('../features/auth/components/licence-page'), 'LicencePage', NO_DATA),
  instLicence: institutionPage,
  siteLicence: institutionPage,
  confirmation: page(() => import('../features/auth/components/confirmation-page'), 'ConfirmationPage'),

  onboarding: page(() => import('./pages/onboarding-route'), 'OnboardingRoute'),
  onboardingTestimonial: page(
    () => import('../features/onboarding/components/testimonial-page'),
    'TestimonialPage',
  ),

  dashboardLearn: dashboardPage,
  learnFlow: dashboardPage,
  dashboardSoftware: dashboardPage,
  software: dashboardPage,
  profile: page(() => import('../features/account/components/profile-page'), 'ProfilePage'),
  softwareSelection: page(
    () => import('../features/software/components/software-selection-page'),
    'SoftwareSelectionPage',
  ),
  reflect: page(() => import('../features/journal/components/journal-page'), 'JournalPage'),
  studyTools: page(() => import('../features/study-tools/components/study-tools-page'), 'StudyToolsPage'),
  examSchedule: page(
    () => import('../features/study-tools/components/exam-schedule-page'),
    'ExamSchedulePage',
  ),
  printNotes: page(() => import('../features/notes/components/print-notes-page'), 'PrintNotesPage'),
  learningModule: resumePage,
  chapter: resumePage,
  step: page(() => import('../features/steps/components/step-page'), 'StepPage'),
  favourites: page(() => import('../features/steps/components/favourites-page'), 'FavouritesPage'),
  favouriteStep: page(() => import('../features/steps/components/favourite-step-page'), 'FavouriteStepPage'),
  essentialsTutorial: page(() => import('../features/steps/components/tutorial-pages'), 'EssentialStepPage'),
  strategiesTutorial: strategyPage,
  sectionTutorial: strategyPage,
  support: page(() => import('../features/support/components/support-page'), 'SupportPage'),
  wellbeing: page(() => import('../features/wellbeing/components/wellbeing-page'), 'WellbeingPage'),
  supportContacts: page(
    () => import('../features/wellbeing/components/support-contacts-page'),
    'SupportContactsPage',
  ),
  studentMinds: page(() => import('../features/wellbeing/components/student-minds-page'), 'StudentMindsPage'),
  deskStretches: page(
    () => import('../features/wellbeing/components/desk-stretches-page'),
    'DeskStretchesPage',
  ),
};

const BY_NAME = Object.fromEntries(
  ROUTE_NAMES.map((name): [RouteName, RouteInfo] => [name, { ...routes[name], name, page: pages[name] }]),
) as Record<RouteName, RouteInfo>;

export const ROUTES: readonly RouteInfo[] = ROUTE_NAMES.map((name) => BY_NAME[name]);

/** The route at `path` in any edition: for what a page looks like, which both editions share. */
export function routeMatching(path: string): RouteInfo | null {
  const name = routeNameMatching(path);
  return name === null ? null : BY_NAME[name];
}

/** The route at `path` with its page, or null for an unknown path (or a route of the other edition). */
export function routeAt(path: string, edition: Edition): RouteInfo | null {
  const name = routeNameAt(path, edition);
  return name === null ? null : BY_NAME[name];
}

/** Menus and headers offer a route only once its page exists, and only in its editions. */
export const isOffered = (name: RouteName, edition: Edition): boolean =>
  pages[name] !== undefined && routes[name].editions.includes(edition);
