import type { Edition } from '@studyflow/contracts/edition';
import { normalisePath, paths, patterns } from '../../lib/paths';

/**
 * Who may open which route (seed 000 §2 and §6). 'onboarding' routes need a user but are exempt
 * from the onboarding redirect; 'signed-in' routes need a user whatever their onboarding state (the
 * testimonial page is shown right as onboarding finishes, while the stored user catches up);
 * `edition` marks routes that exist in one edition only.
 */
export type Access = 'public' | 'guest' | 'protected' | 'onboarding' | 'signed-in';

interface RouteRule {
  pattern: string;
  access: Access;
  edition?: Edition;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  { pattern: paths.home, access: 'public' },
  { pattern: paths.assessor, access: 'public' },
  { pattern: paths.resources, access: 'public' },
  { pattern: paths.notFound, access: 'public' },
  { pattern: paths.error, access: 'public' },
  { pattern: paths.somethingWentWrong, access: 'public' },
  { pattern: '/design-system', access: 'public' },

  { pattern: paths.auth, access: 'guest' },
  { pattern: paths.signIn, access: 'guest' },
  { pattern: paths.resetPassword, access: 'guest' },
  { pattern: patterns.changePassword, access: 'guest' },
  { pattern: paths.dsaLicence, access: 'guest' },
  { pattern: paths.instLicence, access: 'guest' },
  { pattern: paths.siteLicence, access: 'guest' },
  { pattern: patterns.confirmation, access: 'guest' },

  { pattern: paths.dashboardLearn, access: 'protected', edition: 'study' },
  { pattern: patterns.learnFlow, access: 'protected', edition: 'study' },
  { pattern: paths.dashboardSoftware, access: 'protected', edition: 'pro' },
  { pattern: patterns.software, access: 'protected', edition: 'pro' },
  { pattern: paths.profile, access: 'protected' },
  { pattern: paths.softwareSelection, access: 'protected' },
  { pattern: paths.reflect, access: 'protected' },
  { pattern: paths.studyTools, access: 'protected', edition: 'study' },
  { pattern: patterns.examSchedule, access: 'protected' },
  { pattern: paths.printNotes, access: 'protected' },
  { pattern: patterns.step, access: 'protected' },
  { pattern: patterns.favourites, access: 'protected' },
  { pattern: patterns.favouriteStep, access: 'protected' },
  { pattern: patterns.essentialsTutorial, access: 'protected' },
  { pattern: patterns.strategiesTutorial, access: 'protected' },
  { pattern: patterns.sectionTutorial, access: 'protected' },
  { pattern: paths.support, access: 'protected' },
  { pattern: paths.wellbeing, access: 'protected', edition: 'study' },
  { pattern: paths.supportContacts, access: 'protected', edition: 'study' },
  { pattern: paths.studentMinds, access: 'protected', edition: 'study' },
  { pattern: paths.deskStretches, access: 'protected', edition: 'study' },
  { pattern: paths.onboarding, access: 'onboarding' },
  { pattern: paths.onboardingTestimonial, access: 'signed-in' },
];

/** Matches '/a/:b/c' against a path: each ':name' takes exactly one non-empty segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = normalisePath(path).split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/** The route's access, or null for an unknown path (or a route of the other edition). */
export function accessOf(path: string, edition: Edition): Access | null {
  const rule = ROUTE_RULES.find(
    (candidate) =>
      (candidate.edition === undefined || candidate.edition === edition) &&
      matchesPattern(candidate.pattern, path),
  );
  return rule?.access ?? null;
}
