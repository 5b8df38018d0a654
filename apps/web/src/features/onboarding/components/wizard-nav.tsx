import { Button } from '@studyflow/ui/button';
import { Spread } from '@studyflow/ui/spread';
import { Stepper } from '@studyflow/ui/stepper';
import { useOnboardingCopy } from '../copy';
import * as styles from './onboarding.css';

export interface WizardNavProps {
  stepNames: readonly string[];
  current: number;
  completed: ReadonlySet<number>;
  isFirst: boolean;
  isLast: boolean;
  isPending: boolean;
  onBack: () => void;
  onNext: () => void;
}

/**
 * The bottom stepper (ONB-1, ONB-4): Back (disabled on the first step), the progress drawn as
 * markers, and Next, which reads Finish on the last step. The markers are hidden from assistive
 * technology: the 'Step 2 of 4' line above the step heading already says it in words.
 */
export function WizardNav({
  stepNames,
  current,
  completed,
  isFirst,
  isLast,
  isPending,
  onBack,
  onNext,
}: WizardNavProps) {
  const copy = useOnboardingCopy();
  return (
    <Spread gap="4" align="center" className={styles.nav}>
      <Button variant="secondary" onPress={onBack} isDisabled={isFirst || isPending}>
        {copy.back}
      </Button>
      <div aria-hidden="true" className={styles.navMarkers}>
        <Stepper
          label={copy.stepListLabel}
          steps={stepNames}
          current={current}
          completed={completed}
          orientation="horizontal"
          compact
        />
      </div>
      <Button onPress={onNext} isPending={isPending} pendingLabel={copy.saving}>
        {isLast ? copy.finish : copy.next}
      </Button>
    </Spread>
  );
}
