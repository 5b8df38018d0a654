import type { Edition } from '@studyflow/contracts/edition';
import { describe, expect, it } from 'vitest';
import { type Access, accessOf, dashboardFor, matchesPattern, routes } from '../config/paths';
import { type DecideInput, decideRoute, type SessionView } from './guards/decide';
import { isOffered, ROUTES, type RouteInfo, routeAt } from './routes';

const EDITIONS: readonly Edition[] = ['study', 'pro'];
const step = 'flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug/steps/:stepSlug';

/** GRD-1, GRD-2, GRD-4 (with FAV-6's sections variant) and GRD-5, as the requirements list them. */
const REQUIRED: readonly [pattern: string, access: Access, editions: readonly Edition[]][] = [
  ['/', 'public', EDITIONS],
  ['/assessor', 'public', EDITIONS],
  // PUB-16: signed-in only (docs/decisions.md).
  ['/resources', 'onboarded', EDITIONS],
  ['/not-found', 'public', EDITIONS],
  ['/error', 'public', EDITIONS],
  ['/something-went-wrong', 'public', EDITIONS],
  ['/auth', 'guest', EDITIONS],
  ['/auth/sign-in', 'guest', EDITIONS],
  ['/auth/reset-password', 'guest', EDITIONS],
  ['/auth/reset_password/:reset_password_token', 'guest', EDITIONS],
  ['/auth/dsa-licence', 'guest', EDITIONS],
  ['/auth/inst-licence', 'guest', EDITIONS],
  ['/auth/site-licence', 'guest', EDITIONS],
  ['/auth/confirmations/:confirmation_token', 'guest', EDITIONS],
  ['/dashboard/learn', 'onboarded', ['study', 'pro']],
  ['/dashboard/learn/:flowSlug', 'onboarded', ['study', 'pro']],
  ['/dashboard/software', 'onboarded', ['study', 'pro']],
  ['/dashboard/software/:softwareSlug', 'onboarded', ['study', 'pro']],
  ['/dashboard/settings/profile', 'onboarded', EDITIONS],
  ['/dashboard/settings/profile/software-selection', 'onboarded', EDITIONS],
  ['/dashboard/reflect', 'onboarded', EDITIONS],
  ['/dashboard/study-tools', 'onboarded', ['study']],
  [
    '/dashboard/examschedule/:examName/:examDate/:examStartTime/:examEndTime/:numOfQuestions/:planingTime/:proofreadingTime',
    'onboarded',
    // The Exam Calculator's page: study tools exist only in the study edition (TLS, ED-2).
    ['study'],
  ],
  ['/dashboard/print_notes', 'onboarded', EDITIONS],
  [`/${step}`, 'onboarded', EDITIONS],
  ['/favourites', 'onboarded', EDITIONS],
  [`/favourites/${step}`, 'onboarded', EDITIONS],
  ['/tutorials/:softwareSlug/essentials/:stepSlug', 'onboarded', EDITIONS],
  [`/tutorials/:softwareSlug/${step}`, 'onboarded', EDITIONS],
  [
    '/tutorials/:softwareSlug/flows/:flowSlug/sections/:sectionSlug/chapters/:chapterSlug/steps/:stepSlug',
    'onboarded',
    EDITIONS,
  ],
  ['/support', 'onboarded', EDITIONS],
  ['/wellbeing', 'onboarded', ['study']],
  ['/wellbeing/support-contacts', 'onboarded', ['study']],
  ['/wellbeing/student-minds', 'onboarded', ['study']],
  ['/wellbeing/desk-stretches', 'onboarded', ['study']],
  ['/onboarding', 'onboarding', EDITIONS],
  ['/onboarding/testimonial', 'signed-in', EDITIONS],
  // Ours (PUB-17): the legal pages.
  ['/privacy-policy', 'public', EDITIONS],
  ['/terms', 'public', EDITIONS],
  ['/accessibility-statement', 'public', EDITIONS],
  // Ours, not the requirements': the design-system gallery, built in development only.
  ['/design-system', 'public', EDITIONS],
  // Ours too: the `url` of a module and of a chapter, which open their first unfinished step.
  ['/flows/:flowSlug/learning_modules/:learningModuleSlug', 'onboarded', EDITIONS],
  ['/flows/:flowSlug/learning_modules/:learningModuleSlug/chapters/:chapterSlug', 'onboarded', EDITIONS],
  // Ours: where a learner lands, signed out, once they have deleted their account.
  ['/account-deleted', 'public', EDITIONS],
];

const describeRow = ({ pattern, access, editions }: Pick<RouteInfo, 'pattern' | 'access' | 'editions'>) =>
  `${pattern} ${access} ${editions.join('+')}`;

/** A value for each parameter, as a link in the app would fill it. */
function sampleHref(route: RouteInfo & { href: unknown }): string {
  const names = route.pattern.split('/').filter((part) => part.startsWith(':'));
  const params = Object.fromEntries(names.map((name) => [name.slice(1), `${name.slice(1)}-1`]));
  return (route.href as (params: Record<string, string>) => string)(params);
}

describe('the route table', () => {
  it("holds the requirements' routes exactly, with their access and editions", () => {
    expect(ROUTES.map(describeRow).sort()).toEqual(
      REQUIRED.map(([pattern, access, editions]) => describeRow({ pattern, access, editions })).sort(),
    );
  });

  it('gives every pattern a builder whose address matches that row and no other', () => {
    for (const route of ROUTES) {
      const href = sampleHref(route as RouteInfo & { href: unknown });
      expect(matchesPattern(route.pattern, href), `${route.pattern} → ${href}`).toBe(true);
      expect(ROUTES.filter((other) => matchesPattern(other.pattern, href))).toEqual([route]);
    }
  });

  it('encodes each parameter as one segment', () => {
    const href = routes.learnFlow.href({ flowSlug: 'essay writing/2?' });
    expect(href).toBe('/dashboard/learn/essay%20writing%2F2%3F');
    expect(routeAt(href, 'study')?.name).toBe('learnFlow');
    expect(routes.changePassword.href({ reset_password_token: 'a/b' })).toBe('/auth/reset_password/a%2Fb');
  });

  it('frames signed-in pages with the shell, print views with nothing, the rest with the public header', () => {
    for (const route of ROUTES) {
      const expected = route.access !== 'onboarded' ? ['public'] : ['shell', 'bare'];
      expect(expected, route.pattern).toContain(route.chrome);
    }
    expect(routes.printNotes.chrome).toBe('bare');
  });

  it('offers a route only once its page exists, and only in its editions', () => {
    expect(isOffered('dashboardLearn', 'study')).toBe(true);
    expect(isOffered('dashboardLearn', 'pro')).toBe(true);
    expect(isOffered('home', 'pro')).toBe(true);
    expect(isOffered('studyTools', 'study')).toBe(true);
    expect(isOffered('studyTools', 'pro')).toBe(false);
    expect(isOffered('examSchedule', 'pro')).toBe(false);
  });
});

describe('guards derived from the table', () => {
  const onboarded: SessionView = {
    status: 'signed-in',
    user: { softwareSelected: true, userInfo: { courseName: 'History' } } as never,
  };
  const sessions = {
    guest: { status: 'guest' },
    notOnboarded: { status: 'signed-in', user: { softwareSelected: false, userInfo: null } },
    onboarded,
  } satisfies Record<string, SessionView>;
  type Who = keyof typeof sessions;

  /** What each access kind means for each visitor: 'render', or where they are sent. */
  const EXPECTED: Record<Access, Record<Who, string>> = {
    public: { guest: 'render', notOnboarded: 'render', onboarded: 'render' },
    guest: { guest: 'render', notOnboarded: 'dashboard', onboarded: 'dashboard' },
    'signed-in': { guest: '/', notOnboarded: 'render', onboarded: 'render' },
    onboarding: { guest: '/', notOnboarded: 'render', onboarded: 'dashboard' },
    onboarded: { guest: '/', notOnboarded: '/onboarding', onboarded: 'render' },
  };
  const OTHER_EDITION: Record<Who, string> = {
    guest: '/not-found',
    notOnboarded: 'dashboard',
    onboarded: 'dashboard',
  };

  const decide = (input: Omit<DecideInput, 'atStartup'>) => {
    const decision = decideRoute({ ...input, atStartup: false });
    if (decision.kind === 'redirect') {
      return decision.to === dashboardFor(input.edition) ? 'dashboard' : decision.to;
    }
    return decision.kind;
  };

  it('let each visitor in, or send them on, by the row’s access kind and editions', () => {
    for (const route of ROUTES) {
      const path = sampleHref(route as RouteInfo & { href: unknown });
      for (const edition of EDITIONS) {
        const inEdition = route.editions.includes(edition);
        expect(accessOf(path, edition)).toBe(inEdition ? route.access : null);
        for (const who of Object.keys(sessions) as Who[]) {
          const expected = inEdition ? EXPECTED[route.access][who] : OTHER_EDITION[who];
          expect(decide({ path, edition, session: sessions[who] }), `${who} on ${path} (${edition})`).toBe(
            expected,
          );
        }
      }
    }
  });
});
