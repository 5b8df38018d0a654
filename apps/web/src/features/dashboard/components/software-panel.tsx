import type { Software } from '@studyflow/contracts/software';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { Stack } from '@studyflow/ui/stack';
import { heading } from '@studyflow/ui/styles/text.css';
import { TabPanel, Tabs } from '@studyflow/ui/tabs';
import { Tiles } from '@studyflow/ui/tiles';
import { useLocation } from 'wouter';
import { routes } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session/session';
import { useTutorials } from '../api/list-tutorials';
import { useDashboardCopy } from '../copy';
import { dashboardHref } from '../dashboard-view';
import * as styles from './dashboard.css';
import { EssentialsCard, StrategiesCard } from './tutorial-cards';

/** The product itself: picture, name, group and what it does. */
function SoftwareCard({ software }: { software: Software }) {
  const copy = useDashboardCopy();
  return (
    <Cluster gap="3" align="start" wrap={false} className={styles.softwareCard}>
      {software.image ? <img src={software.image} alt="" className={styles.softwareImage} /> : null}
      <Stack gap="1" className={styles.softwareText}>
        <h3 className={heading({ level: 3 })}>{software.name}</h3>
        <p className={styles.group}>{software.group ?? copy.specialist}</p>
        {software.description ? <p className={styles.description}>{software.description}</p> : null}
      </Stack>
    </Cluster>
  );
}

/**
 * The software tab (DSH-1): one tab per product the learner chose, each with the product, an
 * Essentials card and a Strategies card from the tutorials, fetched each time it opens (DSH-5).
 */
export function SoftwarePanel({ selectedSlug }: { selectedSlug: string | null }) {
  const copy = useDashboardCopy();
  const softwares = useCurrentUser()?.softwares ?? [];
  const tutorials = useTutorials();
  const [, navigate] = useLocation();
  const selected = softwares.find((software) => software.slug === selectedSlug) ?? softwares[0];

  return (
    <Stack gap="5">
      {selected ? (
        <Tabs
          label={copy.softwareListLabel}
          items={softwares.map((software) => ({
            id: software.slug,
            label: software.name,
            href: dashboardHref('software', software.slug),
          }))}
          selectedKey={selected.slug}
          onSelectionChange={(slug) => navigate(dashboardHref('software', slug))}
        >
          {softwares.map((software) => (
            <TabPanel key={software.slug} id={software.slug}>
              <Tiles as="ul" minTileWidth="text18" gap="4" aria-label={software.name}>
                <Cluster as="li" wrap={false} className={styles.plainItem}>
                  <SoftwareCard software={software} />
                </Cluster>
                <Cluster as="li" wrap={false} className={styles.plainItem}>
                  <EssentialsCard software={software} tutorials={tutorials.data} />
                </Cluster>
                <Cluster as="li" wrap={false} className={styles.plainItem}>
                  <StrategiesCard software={software} tutorials={tutorials.data} />
                </Cluster>
              </Tiles>
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        <p className={styles.empty}>{copy.noSoftware}</p>
      )}
      <div>
        <ButtonLink variant="secondary" href={routes.softwareSelection.href()}>
          {softwares.length === 0 ? copy.chooseSoftware : copy.changeSoftware}
        </ButtonLink>
      </div>
    </Stack>
  );
}
