import type { Edition } from '@studyflow/contracts/edition';
import { normalisePath, routes } from '../../config/paths';

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
 * Each tab has its own address in both editions: the flows ('My Study Flows', Pro's 'Learning
 * Paths') at /dashboard/learn[/:flowSlug], the software at /dashboard/software[/:softwareSlug]. The
 * edition decides only which one is the dashboard (ED-5) and which tab comes first.
 */
const slugAfter = (prefix: string, pathname: string): string | null => {
  if (!pathname.startsWith(`${prefix}/`)) return null;
  const slug = pathname.slice(prefix.length + 1).replace(/\/$/, '');
  return slug === '' || slug.includes('/') ? null : decodeURIComponent(slug);
};

export function readDashboardView(pathname: string): DashboardView {
  const learn = routes.dashboardLearn.href();
  const flowSlug = slugAfter(learn, pathname);
  const onFlows = normalisePath(pathname) === learn || flowSlug !== null;
  return {
    tab: onFlows ? 'flows' : 'software',
    flowSlug,
    softwareSlug: slugAfter(routes.dashboardSoftware.href(), pathname),
  };
}

/** The address of a dashboard view: what tab and sub-tab links point at. */
export function dashboardHref(tab: DashboardTab, slug: string | null = null): string {
  if (tab === 'flows')
    return slug === null ? routes.dashboardLearn.href() : routes.learnFlow.href({ flowSlug: slug });
  return slug === null ? routes.dashboardSoftware.href() : routes.software.href({ softwareSlug: slug });
}

/**
 * Where an address of the second tab from before it had its own path (`?tab=software&software=…`
 * in study, `?tab=learning-paths&flow=…` in Pro) now lives; null for any other address. Bookmarks
 * and shared links keep working.
 */
export function movedDashboardAddress(search: string): string | null {
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  if (tab === 'software') return dashboardHref('software', params.get('software') || null);
  if (tab === 'learning-paths') return dashboardHref('flows', params.get('flow') || null);
  return null;
}
