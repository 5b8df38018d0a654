import * as styles from './spinner.css';

export interface SpinnerProps {
  /** Gives the spinner a role and a name; leave it out when nearby text already says "loading". */
  label?: string;
  size?: 'inline' | 'large';
}

/**
 * An indeterminate progress bar (no value: ARIA's way of saying "busy, for an unknown time"). Plain
 * markup rather than React Aria's ProgressBar, whose number formatting for a value this spinner
 * never has was ~2 KB of the script every first visit loads (the loading screen is in the entry).
 */
export function Spinner({ label, size = 'inline' }: SpinnerProps) {
  const className = size === 'large' ? `${styles.spinner} ${styles.large}` : styles.spinner;
  if (label === undefined) return <span className={className} aria-hidden="true" />;
  return (
    <span role="progressbar" aria-label={label} className={styles.progress}>
      <span className={className} />
    </span>
  );
}
