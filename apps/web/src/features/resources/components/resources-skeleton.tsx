import { Card } from '@studyflow/ui/card';
import { Cluster } from '@studyflow/ui/cluster';
import { Skeleton } from '@studyflow/ui/skeleton';
import { Stack } from '@studyflow/ui/stack';
import { vars } from '@studyflow/ui/theme/contract.css';
import { Tiles } from '@studyflow/ui/tiles';
import { VisuallyHidden } from '@studyflow/ui/visually-hidden';

/** PUB-12: 10 chips and 12 cards while the library loads, said once to assistive technology. */
export const SKELETON_CHIPS = 10;
export const SKELETON_CARDS = 12;

export function ResourcesSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-testid="resources-skeleton">
      <VisuallyHidden>
        <span role="status">{label}</span>
      </VisuallyHidden>
      <Stack gap="8">
        <Cluster gap="2">
          {Array.from({ length: SKELETON_CHIPS }, (_, index) => (
            <span key={index} data-testid="chip-skeleton">
              <Skeleton shape="rect" width={vars.space['20']} height={vars.space['8']} />
            </span>
          ))}
        </Cluster>
        <Tiles as="ul" columns={{ md: 2, xl: 3 }} gap="6">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Card key={index} elementType="li">
              <span data-testid="card-skeleton">
                <Stack gap="3">
                  <Skeleton shape="circle" width={vars.space['12']} height={vars.space['12']} />
                  <Skeleton width="60%" />
                  <Skeleton width="40%" />
                </Stack>
              </span>
            </Card>
          ))}
        </Tiles>
      </Stack>
    </div>
  );
}
