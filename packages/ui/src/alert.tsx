import type { ReactNode } from 'react';
import * as styles from './alert.css';
import { ErrorIcon, InfoIcon, SuccessIcon } from './icons';

export type AlertVariant = 'error' | 'info' | 'success';

export interface AlertProps {
  variant?: AlertVariant;
  title?: string;
  children: ReactNode;
  /**
   * `alert` (default) is announced at once; `status` waits for a pause, for good news that does
   * not need to interrupt.
   */
  role?: 'alert' | 'status';
}

const icons = { error: ErrorIcon, info: InfoIcon, success: SuccessIcon } as const;

export function Alert({ variant = 'error', title, children, role = 'alert' }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div role={role} className={styles.alert({ variant })}>
      <Icon className={styles.icon({ variant })} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.message({ variant })}>{children}</div>
      </div>
    </div>
  );
}
