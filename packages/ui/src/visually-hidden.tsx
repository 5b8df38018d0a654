import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden.css';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
