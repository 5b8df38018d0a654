import type { Edition } from '@studyflow/contracts/edition';

/** Path segments are user data (tokens, slugs): always encode them. */
const seg = (value: string | number): string => encodeURIComponent(String(value));

/**
 * Every URL of the app (seed 000 §2, seed 001 §2). Fixed paths are strings; paths with parameters
 * are builders, and `patterns` holds the matching route patterns for the router.
 */
export const paths = {
  home: '/',
  assessor: '/assessor',
  resources: '/resources',
  notFound: '/not-found',
  error: '/error',
  somethingWentWrong: '/something-went-wrong',

  auth: '/auth',
  signIn: '/auth/sign-in',
  resetPassword: '/auth/reset-password',
  changePassword: (token: string) => `/auth/reset_password/${seg(token)}`,
  dsaLicence: '/auth/dsa-licence',
  instLicence: '/auth/inst-licence',
  siteLicence: '/auth/site-licence',
  confirmation: (token: string) => `/auth/confirmations/${seg(token)}`,

  dashboardLearn: '/dashboard/learn',
  learnFlow: (flowSlug: string) => `/dashboard/learn/${seg(flowSlug)}`,
  dashboardSoftware: '/dashboard/software',
  software: (softwareSlug: string) => `/dashboard/software/${seg(softwareSlug)}`,
  profile: '/dashboard/settings/profile',
  softwareSelection: '/dashboard/settings/profile/software-selection',
  reflect: '/dashboard/reflect',
  studyTools: '/dashboard/study-tools',
  printNotes: '/dashboard/print_notes',
  support: '/support',
  wellbeing: '/wellbeing',
  supportContacts: '/wellbeing/support-contacts',
  studentMinds: '/wellbeing/student-minds',
  deskStretches: '/wellbeing/desk-stretches',
  onboarding: '/onboarding',
  onboardingTestimonial: '/onboarding/testimonial',
} as const;

/** The default dashboard of an edition (seed 000 §2 "Route guards"). */
export const dashboardFor = (edition: Edition): string =>
  edition === 'pro' ? paths.dashboardSoftware : paths.dashboardLearn;

/** wouter route patterns for the paths with parameters. */
export const patterns = {
  changePassword: '/auth/reset_password/:reset_password_token',
  confirmation: '/auth/confirmations/:confirmation_token',
  learnFlow: '/dashboard/learn/:flowSlug',
  software: '/dashboard/software/:softwareSlug',
  examSchedule:
    '/dashboard/examschedule/:examName/:examDate/:examStartTime/:examEndTime/:numOfQuestions/:planingTime/:proofreadingTime',
  step: '/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug',
  favourites: '/favourites',
  favouriteStep:
    '/favourites/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug',
  essentialsTutorial: '/tutorials/:softwareSlug/essentials/:stepSlug',
  strategiesTutorial:
    '/tutorials/:softwareSlug/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug',
  sectionTutorial:
    '/tutorials/:softwareSlug/flows/:flowSlug/sections/:sectionSlug/chapters/:chapterSlug/steps/:stepSlug',
} as const;

/**
 * Pages outside this app. The seeds name terms and privacy links but not their addresses; these
 * are placeholders to replace with the real policy pages (an open point for the lead).
 */
export const externalLinks = {
  terms: 'https://studyflow.example/terms',
  privacy: 'https://studyflow.example/privacy',
  /** Seed 000 §2: 'Book a demo' mails the trainers with the subject Trainer Demo. */
  bookDemo: 'mailto:training@studyflow.example?subject=Trainer%20Demo',
} as const;

/** Drops a trailing slash (except on '/') so '/auth/' and '/auth' are one route. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
