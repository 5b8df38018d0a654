import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Redirect, Route, useLocation } from 'wouter';
import { noteArrival } from '../lib/a11y/route-focus';
import { leaveFirstView } from '../lib/api/first-view';
import { useEdition } from '../lib/edition/edition';
import { useSession } from '../lib/session/session';
import { useAppCopy } from './copy';
import { unknownPathDestination } from './guards/decide';
import { routeAt } from './routes';

/**
 * A path the guards let through but no page exists for yet (a later issue builds it) goes where
 * an unknown path goes: the dashboard when signed in, /not-found otherwise.
 */
function Elsewhere() {
  const edition = useEdition();
  const session = useSession(true);
  const to = unknownPathDestination(session, edition);
  return <Redirect key={to} to={to} replace />;
}

/**
 * Every route change scrolls the page to the top (GRD-10) and tells route-focus, so the new page's
 * heading takes focus unless the learner has moved on while it loaded. The scroll is a layout
 * effect: it runs before any page's own effects, so a page that scrolls to an anchor on arrival
 * (`/#contact`, useScrollToHash) does it afterwards, whether its chunk was already loaded (the same
 * commit, where a page's effects run before this router's) or arrives later. The page the app
 * starts on is no route change: its scroll is the browser's, and a visitor who scrolled down a
 * prerendered page before the app took it over stays where they are.
 */
export function useArrival(): void {
  const [location] = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    // Compared with the path last shown, not only run after the first: a development build's
    // StrictMode runs a first commit's effects twice.
    if (shown.current !== null && shown.current !== location) {
      window.scrollTo(0, 0);
      // The page the app opened on is left: its data asked for at start-up is no longer this page's.
      leaveFirstView();
    }
    shown.current = location;
  }, [location]);
  useEffect(() => {
    noteArrival(location);
  }, [location]);
}

/**
 * The page of the route table's row for this path. Each page is its own chunk, so the first load
 * carries only the shell, guards and router. One <Route> element whatever the row, so moving
 * between rows that share a page (the dashboard's) keeps it mounted.
 */
export function AppRoutes() {
  const { shell } = useAppCopy();
  const edition = useEdition();
  const [location] = useLocation();
  useArrival();
  const route = routeAt(location, edition);
  return (
    <Suspense fallback={<LoadingScreen variant="region" message={shell.loadingPage} />}>
      {route?.page ? <Route path={route.pattern} component={route.page} /> : <Elsewhere />}
    </Suspense>
  );
}
