import type { ResourceSoftware } from '@studyflow/contracts/resources';
import { ChipGroup } from '@studyflow/ui/chip-group';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import { VisuallyHidden } from '@studyflow/ui/visually-hidden';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { routes } from '../../../config/paths';
import { PageHeading } from '../../../lib/components/page';
import { useResources } from '../api/list-resources';
import { useResourcesCopy } from '../copy';
import { ResourceCard } from './resource-card';
import { ResourcesSkeleton } from './resources-skeleton';

// The modal and the video player load with the first product video opened.
const ProductVideoDialog = lazy(() =>
  import('./product-video-dialog').then((module) => ({ default: module.ProductVideoDialog })),
);

const ALL = 'all';

/**
 * /resources (PUB-9 to PUB-12): chips from the server, 'all' first; choosing one shows the server's
 * list for it. A skeleton while loading; a failed load goes to the fallback page.
 */
export function ResourcesPage() {
  const copy = useResourcesCopy();
  const resources = useResources();
  const [, navigate] = useLocation();
  const [chip, setChip] = useState(ALL);
  const [playing, setPlaying] = useState<ResourceSoftware | null>(null);

  useEffect(() => {
    if (resources.isError) navigate(routes.somethingWentWrong.href(), { replace: true });
  }, [resources.isError, navigate]);

  const data = resources.data;
  const chips = data?.chipItems.map((item) => ({ id: item.value, label: item.name })) ?? [];
  const list = data?.softwares[chip] ?? [];

  return (
    <Stack gap="8">
      <Stack gap="2">
        <PageHeading>{copy.title}</PageHeading>
        <p className={text({ tone: 'muted' })}>{copy.intro}</p>
      </Stack>
      {data === undefined ? (
        <ResourcesSkeleton label={copy.loading} />
      ) : (
        <>
          <ChipGroup
            label={copy.chipsLabel}
            items={chips}
            selectionMode="single"
            selectedKeys={new Set([chip])}
            onSelectionChange={(keys) => {
              const [next] = keys;
              if (next !== undefined) setChip(next);
            }}
          />
          <VisuallyHidden>
            <span role="status">{copy.shown(list.length)}</span>
          </VisuallyHidden>
          {list.length === 0 ? (
            <p className={text()}>{copy.empty}</p>
          ) : (
            <Tiles as="ul" columns={{ md: 2, xl: 3 }} gap="6">
              {list.map((software) => (
                <ResourceCard key={software.name} software={software} onPlay={setPlaying} />
              ))}
            </Tiles>
          )}
        </>
      )}
      {playing ? (
        <Suspense fallback={null}>
          <ProductVideoDialog software={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
