import type { Step } from '@studyflow/contracts/learning';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { ArrowRightIcon } from '@studyflow/ui/icons';
import { Spread } from '@studyflow/ui/spread';
import { Button as AriaButton } from 'react-aria-components';
import { useStepsCopy } from '../copy';
import * as styles from './step-reader.css';

export interface StepFooterProps {
  step: Step;
  moreOpen: boolean;
  onMoreChange: (open: boolean) => void;
  moreId: string;
  transcriptOpen: boolean;
  onTranscriptChange: (open: boolean) => void;
  transcriptId: string;
}

/** STP-7: READ MORE / READ LESS for extra content, TRANSCRIPT for a video, CONTINUE to the next step. */
export function StepFooter({
  step,
  moreOpen,
  onMoreChange,
  moreId,
  transcriptOpen,
  onTranscriptChange,
  transcriptId,
}: StepFooterProps) {
  const copy = useStepsCopy();
  const hasTranscript = step.pageType === 'vid' && Boolean(step.videoText);
  return (
    <Spread gap="3" align="center" className={styles.footer}>
      <Cluster gap="2" align="center">
        {step.extraContent ? (
          <AriaButton
            className={styles.toolButton}
            aria-expanded={moreOpen}
            aria-controls={moreOpen ? moreId : undefined}
            onPress={() => onMoreChange(!moreOpen)}
          >
            {moreOpen ? copy.readLess : copy.readMore}
          </AriaButton>
        ) : null}
        {hasTranscript ? (
          <AriaButton
            className={styles.toolButton}
            aria-expanded={transcriptOpen}
            aria-controls={transcriptOpen ? transcriptId : undefined}
            onPress={() => onTranscriptChange(!transcriptOpen)}
          >
            {transcriptOpen ? copy.closeTranscript : copy.transcript}
          </AriaButton>
        ) : null}
      </Cluster>
      <ButtonLink href={step.nextUrl}>
        {copy.continue}
        <ArrowRightIcon />
      </ButtonLink>
    </Spread>
  );
}
