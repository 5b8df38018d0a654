import * as styles from './skeleton.css';

export interface SkeletonProps {
  /** Any CSS length, ideally a token (`vars.space['20']`) or a percentage. */
  width?: string;
  height?: string;
  shape?: 'text' | 'rect' | 'circle';
}

/**
 * A placeholder shape while content loads. Hidden from assistive technology: the loading region
 * should say "Loading…" once (aria-busy or a status), not once per grey box.
 */
export function Skeleton({ width, height, shape = 'text' }: SkeletonProps) {
  const style = width || height ? { width, height } : undefined;
  return <span aria-hidden="true" className={styles.skeleton[shape]} style={style} />;
}
