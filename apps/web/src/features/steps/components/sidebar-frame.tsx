import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { dashboardFor } from '../../../app/routes';
import { HomeIcon } from '../../../lib/app-icons';
import { useEdition } from '../../../lib/edition';
import { useStepsCopy } from '../copy';
import * as styles from './sidebar.css';

/**
 * The sidebar of every step reader (STP-3, FAV-7): a way back to the dashboard (SHL-5), the name
 * of what is being worked through, then its contents.
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
  const copy = useStepsCopy();
  const edition = useEdition();
  return (
    <nav aria-label={label} className={styles.sidebar}>
      <AriaLink href={dashboardFor(edition)} className={styles.dashboardLink}>
        <HomeIcon />
        {copy.goToDashboard}
      </AriaLink>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </nav>
  );
}
