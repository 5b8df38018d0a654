import { Stack } from '@studyflow/ui/stack';
import { TabPanel, Tabs } from '@studyflow/ui/tabs';
import { visuallyHidden } from '@studyflow/ui/visually-hidden.css';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useEdition } from '../../../lib/edition/edition';
import { useDashboardCopy } from '../copy';
import { dashboardHref, movedDashboardAddress, readDashboardView, tabOrder } from '../dashboard-view';
import { FlowsPanel } from './flows-panel';
import { GreetingBanner } from './greeting-banner';
import { SoftwarePanel } from './software-panel';
import { WeeklyGoalCard } from './weekly-goal-card';

/**
 * The dashboard home (DSH-2 to DSH-4): the greeting banner, then 'My Study Flows' and
 * 'My Software' in the edition's order. The address decides the tab (and the flow or software
 * inside it), so tabs are links and the back button, reload and shared links all work.
 */
export function DashboardHome() {
  const copy = useDashboardCopy();
  const edition = useEdition();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const view = readDashboardView(location);
  const tabs = tabOrder(edition).map((tab) => ({
    id: tab,
    label: tab === 'flows' ? copy.flowsTab : copy.softwareTab,
    href: dashboardHref(tab),
  }));
  const moved = movedDashboardAddress(search);
  if (moved !== null) return <Redirect to={moved} replace />;

  return (
    <Stack gap="8">
      <GreetingBanner />
      <WeeklyGoalCard />
      <Tabs
        label={copy.tabsLabel}
        items={tabs}
        selectedKey={view.tab}
        onSelectionChange={(key) => navigate(dashboardHref(key === 'software' ? 'software' : 'flows'))}
      >
        {/* Each panel's heading sits between the page's h1 and the cards' h3s: no level is skipped. */}
        <TabPanel id="flows">
          <h2 className={visuallyHidden}>{copy.flowsTab}</h2>
          <FlowsPanel selectedSlug={view.flowSlug} />
        </TabPanel>
        <TabPanel id="software">
          <h2 className={visuallyHidden}>{copy.softwareTab}</h2>
          <SoftwarePanel selectedSlug={view.softwareSlug} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
