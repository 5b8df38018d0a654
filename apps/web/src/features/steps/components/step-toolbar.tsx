import type { Step } from '@studyflow/contracts/learning';
import { CheckIcon, StarIcon } from '@studyflow/ui/icons';
import { useEffect, useRef } from 'react';
import { Button as AriaButton, ToggleButton, Toolbar } from 'react-aria-components';
import { useCompleteStep } from '../api/complete-step';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useStepsCopy } from '../copy';
import type { StepContext } from '../step-context';
import * as styles from './step-reader.css';

export interface StepToolbarProps {
  step: Step;
  context: StepContext;
  showText: boolean;
  onShowTextChange: (on: boolean) => void;
  focusMode: boolean;
  onFocusModeChange: (on: boolean) => void;
}

/** Text, app and star steps are done when the learner says so (STP-10); a video when watched. */
const isCompletable = (step: Step) => step.pageType !== 'vid';

/**
 * The step's tools (STP-6, FAV-4, STP-10) in one ARIA toolbar (arrows move between them): the
 * video/text switch, focus mode, the favourite, and marking the step complete.
 */
export function StepToolbar({
  step,
  context,
  showText,
  onShowTextChange,
  focusMode,
  onFocusModeChange,
}: StepToolbarProps) {
  const copy = useStepsCopy();
  const complete = useCompleteStep(context.stepInput);
  const favourite = useToggleFavourite(context.stepInput);
  const { address } = context;
  const doneRef = useRef<HTMLSpanElement>(null);
  const justCompleted = useRef(false);

  // The button goes once the step is done; focus moves to what replaced it, never to the page.
  useEffect(() => {
    if (step.isCompleted && justCompleted.current) doneRef.current?.focus();
    justCompleted.current = false;
  }, [step.isCompleted]);

  return (
    <Toolbar aria-label={copy.toolbar} className={styles.toolbar}>
      {step.pageType === 'vid' && step.video ? (
        <ToggleButton isSelected={showText} onChange={onShowTextChange} className={styles.toolButton}>
          {copy.showText}
        </ToggleButton>
      ) : null}
      <ToggleButton isSelected={focusMode} onChange={onFocusModeChange} className={styles.toolButton}>
        {copy.focusMode}
      </ToggleButton>
      {address ? (
        <ToggleButton
          isSelected={step.isFavourite}
          onChange={() => favourite.mutate(address)}
          isDisabled={favourite.isPending}
          className={styles.toolButton}
        >
          <StarIcon />
          {copy.favourite}
        </ToggleButton>
      ) : null}
      {address && isCompletable(step) ? (
        step.isCompleted ? (
          <span ref={doneRef} tabIndex={-1} className={styles.completedTag}>
            <CheckIcon />
            {copy.markedComplete}
          </span>
        ) : (
          <AriaButton
            className={styles.toolButton}
            isDisabled={complete.isPending}
            onPress={() => {
              justCompleted.current = true;
              complete.mutate(address);
            }}
          >
            {complete.isPending ? copy.markingComplete : copy.markComplete}
          </AriaButton>
        )
      ) : null}
    </Toolbar>
  );
}
