import { Cluster } from '@studyflow/ui/cluster';
import { Stack } from '@studyflow/ui/stack';
import type { Ref } from 'react';
import * as styles from './auth.css';

export interface StepProgressProps {
  /** 1-based. */
  current: number;
  total: number;
  label: string;
  labelRef?: Ref<HTMLParagraphElement>;
}

/**
 * 'Step 1 of 2: Your details' in words, with a bar drawn beside it. Focus moves to the words
 * when the step changes, so the change is announced.
 */
export function StepProgress({ current, total, label, labelRef }: StepProgressProps) {
  return (
    <Stack gap="2">
      <p ref={labelRef} tabIndex={-1} className={styles.stepLabel}>
        {label}
      </p>
      <Cluster as="ol" gap="2" wrap={false} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li
            key={index}
            className={
              index < current ? `${styles.progressDot} ${styles.progressDotDone}` : styles.progressDot
            }
          />
        ))}
      </Cluster>
    </Stack>
  );
}
