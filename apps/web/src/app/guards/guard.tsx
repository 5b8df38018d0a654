import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { type ReactNode, useEffect, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { normalisePath } from '../../config/paths';
import { useEdition } from '../../lib/edition/edition';
import { useSession } from '../../lib/session/session';
import { useAppCopy } from '../copy';
import { decideRoute, SESSION_CHECK_EXCLUDED_PATH } from './decide';

/**
 * Asks the server for the current user (on every path but /error), shows a loading screen while it
 * does, and applies decideRoute before anything of the route renders.
 */
export function Guard({ children, fromSnapshot = false }: { children: ReactNode; fromSnapshot?: boolean }) {
  const [location] = useLocation();
  const search = useSearch();
  const edition = useEdition();
  const copy = useAppCopy();
  const session = useSession(normalisePath(location) !== SESSION_CHECK_EXCLUDED_PATH);
  const resolved = session.status === 'guest' || session.status === 'signed-in';
  // True until the first decision made with the check's answer has been rendered.
  const atStartup = useRef(true);

  useEffect(() => {
    if (resolved) atStartup.current = false;
  }, [resolved]);

  const decision = decideRoute({
    path: location,
    search,
    edition,
    session,
    atStartup: atStartup.current,
    fromSnapshot,
  });
  if (decision.kind === 'loading') return <LoadingScreen variant="region" message={copy.shell.loading} />;
  // Keyed: wouter's Redirect navigates once on mount, and redirects can chain (/auth → dashboard →
  // /onboarding) with the element staying in place.
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  return children;
}
