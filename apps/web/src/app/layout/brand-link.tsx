import { RouterLink } from '@studyflow/ui/navigation';
import { useEdition } from '../../lib/edition/edition';
import { useAppCopy } from '../copy';
import * as frame from './frame.css';
import { Logo } from './logo';
import * as styles from './shell.css';

/** The title: logo, name and (Pro) the 'Pro' mark, linking home or to the dashboard. */
export function BrandLink({ href, compact = false }: { href: string; compact?: boolean }) {
  const copy = useAppCopy();
  const edition = useEdition();
  return (
    <RouterLink href={href} className={styles.brand} aria-label={copy.shell.homeLink}>
      <Logo className={styles.logo} />
      <span className={compact ? frame.brandTextCompact : undefined}>Studyflow</span>
      {/* The space keeps the visible text 'Studyflow Pro' inside the accessible name (WCAG 2.5.3). */}
      {edition === 'pro' ? (
        <>
          {' '}
          <span className={styles.proBadge}>Pro</span>
        </>
      ) : null}
    </RouterLink>
  );
}
