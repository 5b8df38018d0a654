import type { StepSummary } from '@studyflow/contracts/learning';
import { Cluster } from '@studyflow/ui/cluster';
import { CheckIcon, StarIcon } from '@studyflow/ui/icons';
import { Stack } from '@studyflow/ui/stack';
import { VisuallyHidden } from '@studyflow/ui/visually-hidden';
import { Link as AriaLink } from 'react-aria-components';
import { NoteIcon } from '../../../lib/components/app-icons';
import { useStepsCopy } from '../copy';
import { stepMinutes } from '../step-minutes';
import { PageTypeIcon } from './page-type-icon';
import * as styles from './sidebar.css';

export interface StepListItem {
  step: Pick<
    StepSummary,
    'id' | 'name' | 'pageType' | 'duration' | 'isCompleted' | 'isFavourite' | 'hasNote'
  >;
  href: string;
  isCurrent: boolean;
}

/**
 * The steps of a chapter (STP-3): each a link with its page type as an icon and a word, its length
 * in MIN for a video, and marks for done, favourite and note (an icon, its meaning said in words).
 */
export function StepList({ items, label }: { items: readonly StepListItem[]; label: string }) {
  const copy = useStepsCopy();
  return (
    <Stack as="ul" gap="1" aria-label={label}>
      {items.map(({ step, href, isCurrent }) => (
        <li key={step.id}>
          <AriaLink href={href} aria-current={isCurrent ? 'page' : undefined} className={styles.stepLink}>
            <span className={styles.stepName}>{step.name}</span>
            <Cluster as="span" gap="2" align="center" className={styles.stepMeta}>
              <PageTypeIcon type={step.pageType} />
              <span>{copy.pageTypes[step.pageType]}</span>
              {step.pageType === 'vid' ? <span>{copy.minutes(stepMinutes(step.duration))}</span> : null}
              {step.isCompleted ? (
                <span className={styles.doneMark}>
                  <CheckIcon />
                  <VisuallyHidden>{copy.completed}</VisuallyHidden>
                </span>
              ) : null}
              {step.isFavourite ? (
                <span className={styles.mark}>
                  <StarIcon />
                  <VisuallyHidden>{copy.isFavourite}</VisuallyHidden>
                </span>
              ) : null}
              {step.hasNote ? (
                <span className={styles.mark}>
                  <NoteIcon />
                  <VisuallyHidden>{copy.hasNote}</VisuallyHidden>
                </span>
              ) : null}
            </Cluster>
          </AriaLink>
        </li>
      ))}
    </Stack>
  );
}
