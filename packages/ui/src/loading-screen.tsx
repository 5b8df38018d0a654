import * as styles from './loading-screen.css';
import { Spinner } from './spinner';

export interface LoadingScreenProps {
  /** Visible and announced text. */
  message?: string;
  /** `page` fills the viewport (start-up); `region` sits inside a drawn layout. */
  variant?: 'page' | 'region';
}

/** Shown while the app finds out who is signed in, or while a screen's code loads. */
export function LoadingScreen({ message = 'Loading…', variant = 'page' }: LoadingScreenProps) {
  const className = variant === 'region' ? `${styles.screen} ${styles.region}` : styles.screen;
  return (
    <div className={className} role="status">
      <Spinner size="large" />
      <p>{message}</p>
    </div>
  );
}
