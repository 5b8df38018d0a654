import type { FavouriteFlow } from '@studyflow/contracts/favourites';
import type { StepAddressInput } from '@studyflow/contracts/learning';
import { Accordion } from '@studyflow/ui/accordion';
import { Skeleton } from '@studyflow/ui/skeleton';
import { useStepsCopy } from '../copy';
import { favouriteStepsOf, sameStep } from '../favourite-steps';
import * as styles from './sidebar.css';
import { SidebarFrame } from './sidebar-frame';
import { StepList } from './step-list';

/** The favourites' sidebar: the favourite steps by flow, the current step's flow open (FAV-1). */
export function FavouritesSidebar({
  flows,
  current,
}: {
  flows: readonly FavouriteFlow[] | undefined;
  current: StepAddressInput;
}) {
  const copy = useStepsCopy();
  if (!flows) {
    return (
      <SidebarFrame label={copy.favouritesLabel} title={copy.favouritesTitle}>
        <Skeleton />
      </SidebarFrame>
    );
  }
  const items = flows.map((flow) => ({
    id: flow.slug,
    title: flow.name,
    content: (
      <StepList
        label={copy.chapterSteps(flow.name)}
        items={favouriteStepsOf(flow).map(({ step, address, href }) => ({
          step,
          href,
          isCurrent: sameStep(address, current),
        }))}
      />
    ),
  }));
  return (
    <SidebarFrame label={copy.favouritesLabel} title={copy.favouritesTitle}>
      {items.length === 0 ? (
        <p className={styles.empty}>{copy.noFavourites}</p>
      ) : (
        <Accordion
          key={current.flowSlug}
          items={items}
          defaultExpandedKey={current.flowSlug}
          headingLevel={3}
        />
      )}
    </SidebarFrame>
  );
}
