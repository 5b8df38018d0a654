import type { AppConfig } from '@studyflow/contracts/edition';
import type { User } from '@studyflow/contracts/user';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import {
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'wouter';
import { normalisePath } from '../config/paths';
import { ErrorPage } from '../features/errors/components/error-page';
import { OfflinePage } from '../features/errors/components/offline-page';
import { firstViewAnswered } from '../lib/api/first-view';
import { currentDataLayer, type DataLayer, loadDataLayer, subscribeDataLayer } from '../lib/api/trpc';
import { useNotKeptOffline } from '../lib/offline/not-kept';
import { useOnline } from '../lib/offline/online-status';
import { forgetLearners, renameEmailKeys } from '../lib/session/forget-learner';
import { completePendingSignOutWhenOnline, isSignOutPending } from '../lib/session/pending-sign-out';
import { checkSession, SESSION_QUERY_KEY } from '../lib/session/session';
import { SessionStore } from '../lib/session/session-store';
import { askAtStartUp } from '../lib/session/start-up-check';
import { afterNextPaint } from '../lib/timing/after-paint';
import { markPageDrawn } from '../lib/timing/page-drawn';
import { ErrorBoundary } from './error-boundary';
import { unknownPathDestination } from './guards/decide';
import { Guard } from './guards/guard';
import { preloadSignedInFrame, Shell } from './layout/shell';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { routeAt } from './routes';

/**
 * The longest the first page waits for its start-up data before it counts as drawn anyway: what
 * waits for it (the manifest, the signed-in frame's extras, among them sending notes written
 * offline) never waits on a request that stalls.
 */
export const FIRST_VIEW_WAIT_MS = 10_000;
/** Used only when the BFF cannot even say which edition it serves: the error page still renders. */
const FALLBACK_CONFIG: AppConfig = { edition: 'study', mailboxUrl: null };

type Boot = { status: 'loading' } | { status: 'ready'; config: AppConfig } | { status: 'failed' };

export interface AppProps {
  /**
   * The edition a prerendered page was written for (app/prerendered.ts): the page renders at once
   * with it, as the snapshot in the HTML shows, while config.get brings the full settings.
   */
  prerendered?: AppConfig;
  /** Called once the first render has committed: for a prerendered page, once it is hydrated. */
  onHydrated?: () => void;
}

/** The settings the app started with, unless config.get brought others. */
const sameConfig = (a: AppConfig, b: AppConfig) => a.edition === b.edition && a.mailboxUrl === b.mailboxUrl;

/**
 * Start-up: load the edition (config.get) before any route renders, and the user for the guards.
 * Without a config nothing can work, so a failure shows the error page in place.
 */
export function App({ prerendered, onHydrated }: AppProps) {
  const layer = useSyncExternalStore(subscribeDataLayer, currentDataLayer, currentDataLayer);
  // A prerendered page is sent only to a browser without a session cookie: it shows as a guest's
  // from the start, while the check runs (decide.ts).
  const [session] = useState(() => new SessionStore(prerendered ? null : undefined));
  const [boot, setBoot] = useState<Boot>(
    prerendered ? { status: 'ready', config: prerendered } : { status: 'loading' },
  );
  const settle = (config: AppConfig) =>
    // A transition: the whole tree renders with the settings, in slices the browser can answer
    // between. A prerendered page already has the same settings, unless a mailbox is configured:
    // nothing to render again then.
    startTransition(() =>
      setBoot((current) =>
        current.status === 'ready' && sameConfig(current.config, config)
          ? current
          : { status: 'ready', config },
      ),
    );

  useEffect(() => {
    // Keys kept before learner keys were digests take their digest's name, before anything reads them.
    renameEmailKeys();
    if (prerendered) {
      // GRD-11 without the data layer: the session check and the settings in one plain request
      // (a sign-out still to be sent goes first, through the data layer's own check, as ever). The
      // page shows meanwhile as a guest's, as its snapshot does; an answer of nobody, or a 401,
      // leaves nothing of a learner for the next person on a shared computer.
      if (isSignOutPending()) {
        void checkSession(null);
        return;
      }
      void askAtStartUp().then(async ({ user, ended, config }) => {
        if (config) settle(config);
        // A sign-in pressed meanwhile overtook the check: its answer is stale.
        if (session.get() !== null) return;
        if (ended) await forgetLearners({ kind: 'session-ended' });
        if (user === null || session.get() !== null) return;
        // Signed in after all (GRD-12 stores the user): in the cache too, if the data layer is here.
        currentDataLayer()?.queryClient.setQueryData(SESSION_QUERY_KEY, user);
        session.set(user);
      });
      return;
    }
    // The guards' session check leaves with the settings, in the same request (the batch link
    // joins calls made in one tick): one round trip before the first page instead of two. The
    // guards read its answer from the cache; /error never asks. A signed-in page's own data leaves
    // with them too. The data layer's scripts were fetched with the app's (index.html names them),
    // and on a signed-in page the start script has sent these same calls before any of it arrived:
    // the client takes its answers (lib/api/early-requests.ts).
    const path = normalisePath(window.location.pathname);
    const started = Promise.all([loadDataLayer(), import('./first-view')]).then(
      ([dataLayer, { askAtStart }]) => {
        const { queryClient } = dataLayer;
        const { config: configured, checked } = askAtStart(dataLayer, path);
        // The first render knows who is signed in (the answer came in the same batch): drawn with
        // the guards' loading screen first, then the page, the page's layout shifted (CLS 0.4–0.9).
        return Promise.all([configured, checked]).then(([config]) => {
          const known = queryClient.getQueryData<User | null>(SESSION_QUERY_KEY);
          if (known !== undefined) session.set(known);
          // An address with no page sends a learner on to their dashboard (decide.ts). Done before
          // the first render, the page is drawn once, in the learner's frame: after it, a guest's
          // frame was drawn first and replaced (CLS 0.59 opening /dashboard).
          if (known && routeAt(path, config.edition) === null) {
            const to = unknownPathDestination({ status: 'signed-in', user: known }, config.edition);
            window.history.replaceState(window.history.state, '', to);
          }
          return config;
        });
      },
    );
    // A signed-in page's frame and page chunks come meanwhile, and the first render waits for them
    // too (shell.tsx); one that fails to load is left to the page's own lazy loading and error
    // handling, as before.
    const firstView = preloadSignedInFrame(window.location.pathname).catch(() => undefined);
    Promise.all([started, firstView]).then(
      ([config]) => settle(config),
      (error: unknown) => {
        console.error('Could not load the app settings', error);
        setBoot({ status: 'failed' });
      },
    );
  }, []);

  // Once, after the first commit, and after React has left it: what onHydrated carries out (a press,
  // an input event) may need React to hydrate another part of the page at once, which it cannot do
  // from inside a commit.
  useLayoutEffect(() => {
    if (onHydrated) queueMicrotask(onHydrated);
  }, []);

  // The first page is drawn, with the data its first view asked for at start-up (a step's text, the
  // dashboard's list) once that has come and been painted: what waited for it (the manifest link,
  // the signed-in frame's extras) may come, never taking a connection from that data or its paint.
  // Two frames: the frame drawn with the data reaches the screen a frame after the main thread has
  // drawn it (in Lighthouse's traces the extras' requests left 20–30 ms before that paint with one).
  // An answer that never comes (a server that stalls) holds them no longer than FIRST_VIEW_WAIT_MS.
  useEffect(() => {
    if (boot.status === 'loading') return;
    let left = false;
    const mark = () => {
      if (!left) markPageDrawn();
    };
    void firstViewAnswered().then(() => afterNextPaint(() => afterNextPaint(mark)));
    const latest = setTimeout(mark, FIRST_VIEW_WAIT_MS);
    return () => {
      left = true;
      clearTimeout(latest);
    };
  }, [boot.status]);

  // A sign-out that got no answer is completed as soon as the connection returns.
  useEffect(() => (layer ? completePendingSignOutWhenOnline(layer.trpcClient) : undefined), [layer]);

  // A page load's start: index.html shows this same screen at once (its HTML, before any script).
  if (boot.status === 'loading') return <LoadingScreen immediate />;
  return (
    <AppTree
      layer={layer}
      session={session}
      config={boot.status === 'ready' ? boot.config : FALLBACK_CONFIG}
      failed={boot.status === 'failed'}
      fromSnapshot={prerendered !== undefined}
    />
  );
}

export interface AppTreeProps {
  /** The data layer, once loaded (a guest page without data never loads it). */
  layer: DataLayer | null;
  session?: SessionStore;
  config: AppConfig;
  /** The settings could not be loaded: the error page, in the frame. */
  failed?: boolean;
  /**
   * The app starts from a prerendered page (or is the build rendering one): a guest page shows at
   * once while the session check runs, as its snapshot did (decide.ts).
   */
  fromSnapshot?: boolean;
}

/** Everything below start-up: the same tree in the browser and in the build's prerender. */
export function AppTree({ layer, session, config, failed = false, fromSnapshot = false }: AppTreeProps) {
  return (
    <Providers layer={layer} session={session} config={config}>
      <Shell>
        {failed ? (
          <ErrorOrOffline />
        ) : (
          <ErrorBoundary fallback={<ErrorOrOffline />}>
            <Guard fromSnapshot={fromSnapshot}>
              <OfflineWhereNotKept>
                <AppRoutes />
              </OfflineWhereNotKept>
            </Guard>
          </ErrorBoundary>
        )}
      </Shell>
    </Providers>
  );
}

/**
 * A failure offline is the connection, not the app: the offline page (what this device keeps to
 * read) rather than "Something unexpected happened". An offline start whose start-up check was
 * never kept ends here too.
 */
function ErrorOrOffline() {
  return useOnline() ? <ErrorPage /> : <OfflinePage />;
}

/** Offline, a page whose data a call found not kept shows the offline page in its place. */
function OfflineWhereNotKept({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return useNotKeptOffline(path) ? <OfflinePage /> : children;
}
