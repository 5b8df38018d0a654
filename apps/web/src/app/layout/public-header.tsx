import { ButtonLink } from '@studyflow/ui/button-link';
import { useLocation } from 'wouter';
import { useCopy } from '../../lib/copy';
import { useEdition } from '../../lib/edition';
import { dashboardFor, paths } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';
import { accessOf } from '../guards/route-access';
import { BrandLink } from './brand-link';
import * as styles from './shell.css';
import { ThemeToggle } from './theme-toggle';

/** The header of the public, auth and onboarding pages: the brand, the theme toggle and a way in. */
export function PublicHeader() {
  const copy = useCopy();
  const edition = useEdition();
  const user = useCurrentUser();
  const [location] = useLocation();
  // The landing page's hero holds its own call to action; elsewhere the header offers it.
  const showAccountLink = location !== paths.home && accessOf(location, edition) === 'public';

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <BrandLink href={paths.home} />
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
  );
}
