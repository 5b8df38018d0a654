import { ProgressBar } from 'react-aria-components';
import * as styles from './spinner.css';

export interface SpinnerProps {
  /** Gives the spinner a role and a name; leave it out when nearby text already says "loading". */
  label?: string;
  size?: 'inline' | 'large';
}

export function Spinner({ label, size = 'inline' }: SpinnerProps) {
  const className = size === 'large' ? `${styles.spinner} ${styles.large}` : styles.spinner;
  if (label === undefined) return <span className={className} aria-hidden="true" />;
  return (
    <ProgressBar isIndeterminate aria-label={label}>
      <span className={className} />
    </ProgressBar>
  );
}
