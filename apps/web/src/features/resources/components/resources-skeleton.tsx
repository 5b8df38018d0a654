import { Card } from '@studyflow/ui/card';
import { Skeleton } from '@studyflow/ui/skeleton';
import { Stack } from '@studyflow/ui/stack';
import { vars } from '@studyflow/ui/theme/contract.css';
import { VisuallyHidden } from '@studyflow/ui/visually-hidden';
import * as styles from './resources.css';

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
        <div className={styles.chips}>
          {Array.from({ length: SKELETON_CHIPS }, (_, index) => (
            <span key={index} data-testid="chip-skeleton">
              <Skeleton shape="rect" width={vars.space['20']} height={vars.space['8']} />
            </span>
          ))}
        </div>
        <ul className={styles.grid}>
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
        </ul>
      </Stack>
    </div>
  );
}
