import type { AppConfig } from '@studyflow/contracts/edition';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { type RouteName, routeNameMatching, routes } from '../config/paths';
import { flowsQueryOptions } from '../features/dashboard/api/list-flows';
import { tutorialsQueryOptions } from '../features/dashboard/api/list-tutorials';
import { learningModuleQueryOptions } from '../features/steps/api/get-learning-module';
import { stepQueryOptions } from '../features/steps/api/get-step';
import { noteFirstViewQuery } from '../lib/api/first-view';
import type { DataLayer, TrpcOptions } from '../lib/api/trpc';
import { loadAppConfig } from '../lib/edition/edition';
import { sessionQueryOptions } from '../lib/session/session';
import { SESSION_CHECK_EXCLUDED_PATH } from './guards/decide';

type Params = Record<string, string>;
/** Asks for one query of the first view (prefetchQuery's own signature). */
type Ask = QueryClient['prefetchQuery'];

/**
 * The data a signed-in page's first view shows, asked for by the same options its own hooks use
 * (so the answer lands where the page reads it): the learner's dashboard tab in each edition, and a
 * step of a flow (its text and its module's sidebar). Other pages fetch as they render.
 */
const FIRST_VIEWS: Partial<Record<RouteName, (ask: Ask, trpc: TrpcOptions, params: Params) => void>> = {
  dashboardLearn: (ask, trpc) => void ask(flowsQueryOptions(trpc)),
  dashboardSoftware: (ask, trpc) => void ask(tutorialsQueryOptions(trpc)),
  step: (ask, trpc, { flowSlug = '', learningModuleSlug = '', chapterSlug = '', stepSlug = '' }) => {
    // The step page's own input (step-page.tsx): the visit is tracked once, by this call.
    const address = { flowSlug, learningModuleSlug, chapterSlug, stepSlug };
    void ask(stepQueryOptions(trpc, { ...address, view: 'flows', trackSession: true }));
    void ask(learningModuleQueryOptions(trpc, learningModuleSlug));
  },
};

/** The `:name` segments of `pattern` in `path`; null when one is not a plain slug (left to the page). */
function paramsOf(pattern: string, path: string): Params | null {
  const want = pattern.split('/');
  const have = path.split('/');
  const params: Params = {};
  for (const [index, part] of want.entries()) {
    if (!part.startsWith(':')) continue;
    const value = have[index] ?? '';
    if (!/^[\w-]+$/.test(value)) return null;
    params[part.slice(1)] = value;
  }
  return params;
}

/**
 * Asks for the first view's data of the page at `path`, in the same tick as the session check and
 * the settings, so all leave together (docs/decisions.md, "The first view's data at start-up"). The
 * page takes these answers as its own fetch (lib/api/first-view.ts). Failures stay quiet until the
 * page is there to show them: a guest the guards send away has nothing to hear about.
 */
export function prefetchFirstView({ queryClient, trpc }: DataLayer, path: string): void {
  const name = routeNameMatching(path);
  const build = name === null ? undefined : FIRST_VIEWS[name];
  if (name === null || build === undefined) return;
  const params = paramsOf(routes[name].pattern, path);
  if (params === null) return;
  const ask: Ask = (options) => {
    const answered = queryClient.prefetchQuery({
      ...options,
      meta: { ...options.meta, errors: 'first-view' },
    });
    noteFirstViewQuery(hashKey(options.queryKey), answered);
    return answered;
  };
  build(ask, trpc, params);
}

/** The routes whose first view asks for data of its own at start-up. */
export const FIRST_VIEW_ROUTES = Object.keys(FIRST_VIEWS) as RouteName[];

export interface StartUpAsks {
  /** The settings (config.get). */
  config: Promise<AppConfig>;
  /** The guards' session check, in the cache once settled; none on the one path that never asks. */
  checked: Promise<void> | undefined;
}

/**
 * Everything the signed-in app asks the server for as it starts at `path`, in one tick, so the batch
 * link sends the session check and the settings in one request, with the first view's data beside
 * them: boot.tsx makes these calls, and the build makes them once per kind of address to write down
 * their addresses for the start script, which sends them before the app has arrived
 * (early-request-table.ts).
 */
export function askAtStart(dataLayer: DataLayer, path: string): StartUpAsks {
  const { queryClient, trpcClient } = dataLayer;
  const checked =
    path === SESSION_CHECK_EXCLUDED_PATH
      ? undefined
      : queryClient.prefetchQuery(sessionQueryOptions(trpcClient));
  prefetchFirstView(dataLayer, path);
  return { config: loadAppConfig(trpcClient), checked };
}
