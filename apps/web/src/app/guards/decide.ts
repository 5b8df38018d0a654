import type { Edition } from '@studyflow/contracts/edition';
import type { User } from '@studyflow/contracts/user';
import {
  accessOf,
  dashboardFor,
  normalisePath,
  returnPathFrom,
  routes,
  signInReturningTo,
} from '../../config/paths';

/**
 * The route guards (GRD-1 to GRD-9), as one pure decision.
 *
 * - while the current user is being checked: a loading screen (GRD-8), except on public pages,
 *   which render at once in their signed-out form, and on a guest page the app started from its
 *   prerendered snapshot;
 * - guest-only (/auth/*) with a user: where sign-in was asked to return to (`?next=`, a checked
 *   path of this app), else the edition's dashboard;
 * - any signed-in route with no user: '/', or, when the check that just ran at start-up failed
 *   (the address was opened, typed or followed from outside), sign-in returning to it;
 * - 'onboarded' routes with a user who has not finished onboarding: /onboarding (and a user who has
 *   finished is sent on from /onboarding, ONB-5); the testimonial page after onboarding
 *   needs a user in either state;
 * - unknown: /not-found for a guest, the edition's dashboard for a user.
 */

export type SessionView =
  | { status: 'checking' }
  /** The path is the one that never asks the server (/error). */
  | { status: 'skipped' }
  | { status: 'guest' }
  | { status: 'signed-in'; user: Pick<User, 'softwareSelected' | 'userInfo'> };

export type Decision = { kind: 'loading' } | { kind: 'render' } | { kind: 'redirect'; to: string };

export interface DecideInput {
  path: string;
  /** The query (`?next=…` on sign-in); empty when there is none. */
  search?: string;
  edition: Edition;
  session: SessionView;
  /** True for the first decision after the start-up check answered. */
  atStartup: boolean;
  /**
   * The app started from a prerendered page. The BFF serves those only to a browser without a
   * session cookie, so the visitor is a guest all but surely: a guest page renders while the check
   * runs (as its snapshot showed) and a user the check finds is sent on as usual.
   */
  fromSnapshot?: boolean;
}

/** The one path where the app does not ask the server who is signed in (a choice GRD-11 leaves open). */
export const SESSION_CHECK_EXCLUDED_PATH = routes.error.href();

export const needsOnboarding = (user: Pick<User, 'softwareSelected' | 'userInfo'>): boolean =>
  !user.softwareSelected || user.userInfo === null;

const redirect = (to: string): Decision => ({ kind: 'redirect', to });

export function unknownPathDestination(session: SessionView, edition: Edition): string {
  return session.status === 'signed-in' ? dashboardFor(edition) : routes.notFound.href();
}

export function decideRoute({
  path,
  search = '',
  edition,
  session,
  atStartup,
  fromSnapshot = false,
}: DecideInput): Decision {
  if (normalisePath(path) === SESSION_CHECK_EXCLUDED_PATH) return { kind: 'render' };
  const access = accessOf(path, edition);
  // A public page looks the same to everyone but for its 'Sign in' / 'Go to Dashboard' link, so it
  // shows while the check runs (public pages arrive prerendered in the HTML; docs/decisions.md).
  if (access === 'public') return { kind: 'render' };
  if (access === 'guest' && fromSnapshot && session.status === 'checking') return { kind: 'render' };
  if (session.status === 'checking' || session.status === 'skipped') return { kind: 'loading' };

  const user = session.status === 'signed-in' ? session.user : null;
  const signedOut = atStartup
    ? signInReturningTo(`${path}${search ? `?${search.replace(/^\?/, '')}` : ''}`)
    : routes.home.href();

  switch (access) {
    case 'guest':
      return user ? redirect(returnPathFrom(search, edition) ?? dashboardFor(edition)) : { kind: 'render' };
    case 'onboarded':
      if (!user) return redirect(signedOut);
      return needsOnboarding(user) ? redirect(routes.onboarding.href()) : { kind: 'render' };
    case 'onboarding':
      if (!user) return redirect(signedOut);
      return needsOnboarding(user) ? { kind: 'render' } : redirect(dashboardFor(edition));
    case 'signed-in':
      return user ? { kind: 'render' } : redirect(signedOut);
    case null:
      return redirect(unknownPathDestination(session, edition));
  }
}
