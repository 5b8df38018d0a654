import * as styles from './loading-screen.css';
import { Spinner } from './spinner';

export interface LoadingScreenProps {
  /** Visible and announced text. */
  message?: string;
  /** `page` fills the viewport (start-up); `region` sits inside a drawn layout. */
  variant?: 'page' | 'region';
  /**
   * Shown at once instead of fading in after a short wait (which keeps a fast answer from flashing a
   * spinner): for the start of a page load, where there is nothing on screen to keep.
   */
  immediate?: boolean;
}

/** Shown while the app finds out who is signed in, or while a screen's code loads. */
export function LoadingScreen({
  message = 'Loading…',
  variant = 'page',
  immediate = false,
}: LoadingScreenProps) {
  const className = [
    styles.screen,
    variant === 'region' ? styles.region : '',
    immediate ? styles.immediate : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} role="status">
      <Spinner size="large" />
      <p>{message}</p>
    </div>
  );
}
