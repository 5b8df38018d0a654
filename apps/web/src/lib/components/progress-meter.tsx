import { Spread } from '@studyflow/ui/spread';
import { useId } from 'react';
import * as styles from './progress-meter.css';

export interface ProgressMeterProps {
  /** What the progress is of; visible, and the bar's accessible name. */
  label: string;
  /** 0 to 100. */
  value: number;
  /** The number in words beside the bar, e.g. '40% done'. */
  valueText: string;
  /** The flow's colour for the filled part: decoration only, the number carries the meaning. */
  color?: string;
  /** Hide the label visually when a heading right above already says it (it stays the name). */
  hideLabel?: boolean;
}

/**
 * A progress bar that always shows its number too (our design rules: never colour alone). Our own
 * element with the progress bar's role, not React Aria's ProgressBar: that one formats a number of
 * its own even when given the words, and the first number a page formats loads the browser's
 * locale data, 35 ms on a slow phone in the dashboard's and a step's first render (issue 34).
 */
export function ProgressMeter({ label, value, valueText, color, hideLabel = false }: ProgressMeterProps) {
  const percent = Math.min(100, Math.max(0, value));
  const labelId = useId();
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={styles.meter}
    >
      <Spread as="span" gap="2" className={styles.row}>
        <span id={labelId} className={hideLabel ? styles.hiddenLabel : styles.label}>
          {label}
        </span>
        <span className={styles.value}>{valueText}</span>
      </Spread>
      <span className={styles.track}>
        <span className={styles.fill} style={{ width: `${percent}%`, backgroundColor: color }} />
      </span>
    </div>
  );
}
