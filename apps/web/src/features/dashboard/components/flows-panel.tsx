import type { Flow } from '@studyflow/contracts/flows';
import { Skeleton } from '@studyflow/ui/skeleton';
import { TabPanel, Tabs } from '@studyflow/ui/tabs';
import { vars } from '@studyflow/ui/theme/contract.css';
import { Tiles } from '@studyflow/ui/tiles';
import { useLocation } from 'wouter';
import { routes } from '../../../config/paths';
import { useFlows } from '../api/list-flows';
import { useDashboardCopy } from '../copy';
import { dashboardHref } from '../dashboard-view';
import * as styles from './dashboard.css';
import { ModuleCard } from './module-card';

/**
 * The flows tab: one sub-tab per flow (study flows, or learning paths in Pro) in the flow's own
 * colour, each listing its learning modules with progress and time left.
 */
export function FlowsPanel({ selectedSlug }: { selectedSlug: string | null }) {
  const copy = useDashboardCopy();
  const flows = useFlows();
  const [, navigate] = useLocation();

  if (flows.isPending) {
    return (
      <Tiles role="status" aria-label={copy.loadingFlows} minTileWidth="text18" gap="4">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} shape="rect" height={`calc(${vars.space['20']} * 2)`} />
        ))}
      </Tiles>
    );
  }
  const list: Flow[] = flows.data ?? [];
  const first = list[0];
  if (!first) return <p className={styles.empty}>{copy.noFlows}</p>;
  const selected = list.find((flow) => flow.slug === selectedSlug) ?? first;

  return (
    <Tabs
      label={copy.flowListLabel}
      items={list.map((flow) => ({
        id: flow.slug,
        label: flow.name,
        href: dashboardHref('flows', flow.slug),
        color: flow.tabColor,
      }))}
      selectedKey={selected.slug}
      onSelectionChange={(slug) => navigate(dashboardHref('flows', slug))}
    >
      {list.map((flow) => (
        <TabPanel key={flow.slug} id={flow.slug}>
          {flow.learningModules.length === 0 ? (
            <p className={styles.empty}>{copy.noModules}</p>
          ) : (
            <Tiles as="ul" minTileWidth="text18" gap="4" aria-label={copy.modulesOf(flow.name)}>
              {flow.learningModules.map((module) => (
                <ModuleCard
                  key={module.id}
                  module={module}
                  flow={flow}
                  href={routes.learningModule.href({ flowSlug: flow.slug, learningModuleSlug: module.slug })}
                />
              ))}
            </Tiles>
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}
