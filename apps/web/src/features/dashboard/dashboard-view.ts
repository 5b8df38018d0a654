import type { Edition } from '@studyflow/contracts/edition';
import { dashboardFor, routes } from '../../app/routes';

export type DashboardTab = 'flows' | 'software';

/** What the dashboard shows, read from (and written to) the address so the tab follows the path. */
export interface DashboardView {
  tab: DashboardTab;
  flowSlug: string | null;
  softwareSlug: string | null;
}

/**
 * DSH-4: study flows then software on the study layout; software first (and
 * the flows tab called 'Learning Paths') on the Pro layout.
 */
export const tabOrder = (edition: Edition): readonly DashboardTab[] =>
  edition === 'pro' ? ['software', 'flows'] : ['flows', 'software'];

/**
 * Each edition's dashboard route belongs to its first tab (/dashboard/learn/:flowSlug in study,
 * /dashboard/software/:softwareSlug in Pro); the other edition's route does not exist there, so the
 * second tab lives on the same route with `?tab=` and its own slug parameter.
 */
const SECOND_TAB_PARAM: Record<Edition, string> = { study: 'software', pro: 'learning-paths' };
const SLUG_PARAM: Record<DashboardTab, string> = { flows: 'flow', software: 'software' };

const slugAfter = (prefix: string, pathname: string): string | null => {
  if (!pathname.startsWith(`${prefix}/`)) return null;
  const slug = pathname.slice(prefix.length + 1).replace(/\/$/, '');
  return slug === '' || slug.includes('/') ? null : decodeURIComponent(slug);
};

export function readDashboardView(edition: Edition, pathname: string, search: string): DashboardView {
  const params = new URLSearchParams(search);
  const [first, second] = tabOrder(edition) as [DashboardTab, DashboardTab];
  const onSecond = params.get('tab') === SECOND_TAB_PARAM[edition];
  const routeSlug = slugAfter(dashboardFor(edition), pathname);
  const view: DashboardView = { tab: onSecond ? second : first, flowSlug: null, softwareSlug: null };
  const firstSlug = first === 'flows' ? 'flowSlug' : 'softwareSlug';
  const secondSlug = second === 'flows' ? 'flowSlug' : 'softwareSlug';
  view[firstSlug] = routeSlug;
  view[secondSlug] = params.get(SLUG_PARAM[second]) || null;
  // A slug in the path names the first tab's item, so it wins over a stale ?tab=.
  if (routeSlug !== null) view.tab = first;
  return view;
}

/** The address of a dashboard view: what tab and sub-tab links point at. */
export function dashboardHref(edition: Edition, tab: DashboardTab, slug: string | null = null): string {
  const first = tabOrder(edition)[0];
  const base = dashboardFor(edition);
  if (tab === first && slug !== null) {
    return edition === 'pro'
      ? routes.software.href({ softwareSlug: slug })
      : routes.learnFlow.href({ flowSlug: slug });
  }
  if (tab === first) return base;
  const params = new URLSearchParams({ tab: SECOND_TAB_PARAM[edition] });
  if (slug !== null) params.set(SLUG_PARAM[tab], slug);
  return `${base}?${params.toString()}`;
}
