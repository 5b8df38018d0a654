import { Stack } from '@studyflow/ui/stack';
import type { ReactNode } from 'react';
import * as styles from './sidebar.css';

/**
 * The sidebar of every step reader (STP-3, FAV-7): the name of what is being worked through, then
 * its contents. The way back to the dashboard (SHL-5) is the side menu's 'Go to Dashboard', once
 * per page rather than twice.
 */
export function SidebarFrame({
  label,
  title,
  children,
}: {
  label: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack as="nav" gap="4" aria-label={label} className={styles.sidebar}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </Stack>
  );
}
