import { describe, expect, it } from 'vitest';
import { accessOf, matchesPattern } from '../../config/paths';
import { type DecideInput, decideRoute, type SessionView } from './decide';

const ready = { softwareSelected: true, userInfo: { courseName: 'History' } } as never;
const signedIn: SessionView = { status: 'signed-in', user: ready };
const notOnboarded: SessionView = { status: 'signed-in', user: { softwareSelected: false, userInfo: null } };
const noCourseInfo: SessionView = { status: 'signed-in', user: { softwareSelected: true, userInfo: null } };
const guest: SessionView = { status: 'guest' };

const decide = (input: Partial<DecideInput> & Pick<DecideInput, 'path'>) =>
  decideRoute({ edition: 'study', session: guest, atStartup: false, ...input });

describe('start-up', () => {
  it('shows the loading screen while the user is being checked', () => {
    expect(decide({ path: '/dashboard/learn', session: { status: 'checking' } })).toEqual({
      kind: 'loading',
    });
    expect(decide({ path: '/auth/sign-in', session: { status: 'checking' } })).toEqual({ kind: 'loading' });
    expect(decide({ path: '/some/unknown/path', session: { status: 'checking' } })).toEqual({
      kind: 'loading',
    });
  });
  it('renders a public page while the user is being checked', () => {
    for (const path of ['/', '/assessor', '/privacy-policy', '/not-found'])
      expect(decide({ path, session: { status: 'checking' } })).toEqual({ kind: 'render' });
  });
  it('renders a guest page the app started from its prerendered snapshot while the user is checked', () => {
    const checking: SessionView = { status: 'checking' };
    for (const path of ['/auth', '/auth/sign-in', '/auth/dsa-licence'])
      expect(decide({ path, session: checking, fromSnapshot: true })).toEqual({ kind: 'render' });
    // Only guest pages: a signed-in page still waits for the check, snapshot or not.
    expect(decide({ path: '/dashboard/learn', session: checking, fromSnapshot: true })).toEqual({
      kind: 'loading',
    });
    // And a user the check finds is sent on as usual.
    expect(decide({ path: '/auth/sign-in', session: signedIn, fromSnapshot: true, atStartup: true })).toEqual(
      { kind: 'redirect', to: '/dashboard/learn' },
    );
  });
  it('renders /error without asking who is signed in', () => {
    expect(decide({ path: '/error', session: { status: 'skipped' } })).toEqual({ kind: 'render' });
  });
  it('sends a failed start-up check on a protected path to sign-in, returning there afterwards', () => {
    expect(decide({ path: '/dashboard/learn/essay-writing', atStartup: true })).toEqual({
      kind: 'redirect',
      to: '/auth/sign-in?next=%2Fdashboard%2Flearn%2Fessay-writing',
    });
    expect(decide({ path: '/resources', search: 'chip=reading', atStartup: true })).toEqual({
      kind: 'redirect',
      to: '/auth/sign-in?next=%2Fresources%3Fchip%3Dreading',
    });
  });
});

describe('protected routes', () => {
  it("send a visitor with no user to '/'", () => {
    expect(decide({ path: '/dashboard/learn' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ path: '/support' })).toEqual({ kind: 'redirect', to: '/' });
    expect(decide({ path: '/onboarding' })).toEqual({ kind: 'redirect', to: '/' });
  });
  it('render for a user who has finished onboarding', () => {
    expect(decide({ path: '/dashboard/learn', session: signedIn })).toEqual({ kind: 'render' });
    expect(decide({ path: '/flows/a/learning_modules/b/chapters/c/steps/d', session: signedIn })).toEqual({
      kind: 'render',
    });
  });
  it('send a user without software or course info to /onboarding', () => {
    expect(decide({ path: '/dashboard/learn', session: notOnboarded })).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
    expect(decide({ path: '/favourites', session: noCourseInfo })).toEqual({
      kind: 'redirect',
      to: '/onboarding',
    });
    expect(decide({ path: '/onboarding', session: notOnboarded })).toEqual({ kind: 'render' });
  });
  it('show the testimonial page to any signed-in user, finished or just finishing', () => {
    expect(decide({ path: '/onboarding/testimonial', session: signedIn })).toEqual({ kind: 'render' });
    expect(decide({ path: '/onboarding/testimonial', session: noCourseInfo })).toEqual({ kind: 'render' });
    expect(decide({ path: '/onboarding/testimonial' })).toEqual({ kind: 'redirect', to: '/' });
  });
  it('send an onboarded user on from /onboarding to the dashboard', () => {
    expect(decide({ path: '/onboarding', session: signedIn, edition: 'pro' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/software',
    });
  });
});

describe('sign-in returning to where the learner was going', () => {
  const signIn = (next: string) => `?${new URLSearchParams({ next }).toString()}`;
  it('goes to the path it was given, query and all, once signed in, in either edition', () => {
    expect(decide({ path: '/auth/sign-in', search: signIn('/resources'), session: signedIn })).toEqual({
      kind: 'redirect',
      to: '/resources',
    });
    expect(
      decide({
        path: '/auth/sign-in',
        search: signIn('/dashboard/learn/lectures?x=1'),
        session: signedIn,
        edition: 'pro',
      }),
    ).toEqual({ kind: 'redirect', to: '/dashboard/learn/lectures?x=1' });
  });
  it('is never an open redirect, nor a loop, nor a page of the other edition', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/resources',
      '/\\evil.example',
      '/\tevil',
      'javascript:alert(1)',
      'resources',
      '/auth/sign-in',
      '/nowhere',
      '/',
      '/wellbeing',
    ]) {
      expect(
        decide({ path: '/auth/sign-in', search: signIn(next), session: signedIn, edition: 'pro' }),
        next,
      ).toEqual({
        kind: 'redirect',
        to: '/dashboard/software',
      });
    }
  });
});

describe('guest-only routes', () => {
  it('render for guests', () => {
    for (const path of [
      '/auth',
      '/auth/sign-in',
      '/auth/reset_password/abc',
      '/auth/confirmations/t',
      '/auth/site-licence',
    ]) {
      expect(decide({ path })).toEqual({ kind: 'render' });
    }
  });
  it("send a signed-in user to the edition's dashboard", () => {
    expect(decide({ path: '/auth/sign-in', session: signedIn })).toEqual({
      kind: 'redirect',
      to: '/dashboard/learn',
    });
    expect(decide({ path: '/auth', session: signedIn, edition: 'pro' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/software',
    });
  });
});

describe('public and unknown paths', () => {
  it('render public pages for everyone', () => {
    expect(decide({ path: '/' })).toEqual({ kind: 'render' });
    expect(decide({ path: '/not-found', session: signedIn })).toEqual({ kind: 'render' });
    expect(decide({ path: '/something-went-wrong' })).toEqual({ kind: 'render' });
  });
  it('send unknown paths to /not-found for guests and to the dashboard for users', () => {
    expect(decide({ path: '/nowhere' })).toEqual({ kind: 'redirect', to: '/not-found' });
    expect(decide({ path: '/nowhere', session: signedIn })).toEqual({
      kind: 'redirect',
      to: '/dashboard/learn',
    });
    expect(decide({ path: '/nowhere', session: signedIn, edition: 'pro' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/software',
    });
  });
  it("treat the other edition's routes as unknown", () => {
    // Both dashboard tabs have their own address in both editions.
    expect(decide({ path: '/dashboard/learn', session: signedIn, edition: 'pro' })).toEqual({
      kind: 'render',
    });
    expect(decide({ path: '/dashboard/study-tools', edition: 'pro' })).toEqual({
      kind: 'redirect',
      to: '/not-found',
    });
  });
});

describe('route matching', () => {
  it('matches one non-empty segment per parameter and ignores a trailing slash', () => {
    expect(matchesPattern('/dashboard/learn/:flowSlug', '/dashboard/learn/revision')).toBe(true);
    expect(matchesPattern('/dashboard/learn/:flowSlug', '/dashboard/learn/')).toBe(false);
    expect(matchesPattern('/dashboard/learn/:flowSlug', '/dashboard/learn/a/b')).toBe(false);
    expect(accessOf('/auth/', 'study')).toBe('guest');
  });
});
