import { ButtonLink } from '@studyflow/ui/button-link';
import { Link } from '@studyflow/ui/link';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useLocation } from 'wouter';
import { useCopy } from '../../lib/copy';
import { useEdition } from '../../lib/edition';
import { dashboardFor, externalLinks, paths } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';
import { accessOf } from '../guards/route-access';
import { Logo } from './logo';
import * as styles from './shell.css';
import { ThemeToggle } from './theme-toggle';

/**
 * The page frame for the public, auth and (until the app shell lands) signed-in pages: a skip
 * link, a header with the brand and the theme toggle, one main landmark, and a footer.
 */
export function Shell({ children }: { children: ReactNode }) {
  const copy = useCopy();
  const edition = useEdition();
  const user = useCurrentUser();
  const [location] = useLocation();
  // The landing page's hero holds its own call to action; elsewhere the header offers it.
  const showAccountLink = location !== paths.home && accessOf(location, edition) === 'public';

  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        {copy.shell.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <AriaLink href={paths.home} className={styles.brand} aria-label={copy.shell.homeLink}>
            <Logo className={styles.logo} />
            <span>Studyflow</span>
            {edition === 'pro' ? <span className={styles.proBadge}>Pro</span> : null}
          </AriaLink>
          <div className={styles.actions}>
            <ThemeToggle />
            {showAccountLink ? (
              <ButtonLink size="sm" variant="secondary" href={user ? dashboardFor(edition) : paths.auth}>
                {user ? copy.shell.goToDashboard : copy.shell.signIn}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>{copy.shell.footer}</p>
          <ul className={styles.footerLinks}>
            <li>
              <Link href={externalLinks.terms} target="_blank">
                {copy.shell.terms}
              </Link>
            </li>
            <li>
              <Link href={externalLinks.privacy} target="_blank">
                {copy.shell.privacy}
              </Link>
            </li>
          </ul>
        </div>
      </footer>
    </div>
  );
}
