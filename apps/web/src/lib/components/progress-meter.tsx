import { Spread } from '@studyflow/ui/spread';
import { Label, ProgressBar } from 'react-aria-components';
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

/** A progress bar that always shows its number too (our design rules: never colour alone). */
export function ProgressMeter({ label, value, valueText, color, hideLabel = false }: ProgressMeterProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <ProgressBar value={percent} valueLabel={valueText} className={styles.meter}>
      <Spread as="span" gap="2" className={styles.row}>
        <Label className={hideLabel ? styles.hiddenLabel : styles.label}>{label}</Label>
        <span className={styles.value}>{valueText}</span>
      </Spread>
      <span className={styles.track}>
        <span className={styles.fill} style={{ width: `${percent}%`, backgroundColor: color }} />
      </span>
    </ProgressBar>
  );
}
