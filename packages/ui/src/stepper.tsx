import { CheckIcon } from './icons';
import * as styles from './stepper.css';
import { visuallyHidden } from './visually-hidden.css';

export interface StepperProps {
  /** Names the list, e.g. 'Onboarding steps'. */
  label: string;
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
  completed: ReadonlySet<number>;
  orientation?: 'vertical' | 'horizontal';
  /** Hide step names visually (a compact bottom stepper); they stay in the accessible text. */
  compact?: boolean;
}

type StepState = 'done' | 'current' | 'upcoming';

/**
 * A read-only progress list: the current step has aria-current="step", and each step says in words
 * whether it is completed, so the state never depends on colour or the tick alone.
 */
export function Stepper({
  label,
  steps,
  current,
  completed,
  orientation = 'vertical',
  compact = false,
}: StepperProps) {
  return (
    <ol aria-label={label} className={styles.list[orientation]}>
      {steps.map((name, index) => {
        const state: StepState = index === current ? 'current' : completed.has(index) ? 'done' : 'upcoming';
        const status =
          index === current ? 'current step' : completed.has(index) ? 'completed' : 'not started';
        return (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={`${styles.step} ${state === 'current' ? styles.current : state === 'done' ? styles.done : ''}`}
          >
            <span aria-hidden="true" className={styles.marker[state]}>
              {completed.has(index) && index !== current ? <CheckIcon /> : index + 1}
            </span>
            <span className={compact ? visuallyHidden : undefined}>
              {name}
              <span className={visuallyHidden}>{`, step ${index + 1} of ${steps.length}, ${status}`}</span>
            </span>
            <span aria-hidden="true" className={styles.connector} />
          </li>
        );
      })}
    </ol>
  );
}
