import type { Edition } from '../env';

/** ED-5: the edition's own dashboard. */
export const dashboardUrl = (edition: Edition): string =>
  edition === 'pro' ? '/dashboard/software' : '/dashboard/learn';

/**
 * Where CONTINUE leads after a flow's last step (docs/decisions.md): the flow's tab of the learn
 * dashboard in the study edition; the Pro edition's dashboard is the software one (ED-5).
 */
export const flowDashboardUrl = (edition: Edition, flowSlug: string): string =>
  edition === 'pro' ? dashboardUrl(edition) : `/dashboard/learn/${flowSlug}`;

/**
 * A product's tab of the software dashboard: its own route in Pro, the second tab of the learn
 * dashboard in the study edition (docs/decisions.md, "Second dashboard tab's address").
 */
export const softwareDashboardUrl = (edition: Edition, softwareSlug: string): string =>
  edition === 'pro'
    ? `/dashboard/software/${softwareSlug}`
    : `/dashboard/learn?tab=software&software=${encodeURIComponent(softwareSlug)}`;
