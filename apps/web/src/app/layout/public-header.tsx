import { ButtonLink } from '@studyflow/ui/button-link';
import { Cluster } from '@studyflow/ui/cluster';
import { IconButton } from '@studyflow/ui/icon-button';
import { Link } from '@studyflow/ui/link';
import { Spread } from '@studyflow/ui/spread';
import { media } from '@studyflow/ui/theme/media';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { accessOf, normalisePath, routes } from '../../config/paths';
import { DataGate, withDataLayer } from '../../lib/api/trpc';
import { AccessibilityIcon } from '../../lib/components/app-icons';
import { useEdition } from '../../lib/edition/edition';
import { useMediaQuery } from '../../lib/hooks/media-query';
import { useCurrentUser } from '../../lib/session/session';
import { openDialog, useOpenDialog } from '../../lib/shell/dialogs';
import { useAppCopy } from '../copy';
import { BrandLink } from './brand-link';
import { OpenMenuButton } from './open-menu-button';
import { publicNavItems } from './public-nav';
import * as styles from './shell.css';
import { ThemeToggle } from './theme-toggle';
import { useMenuDrawer } from './use-menu-drawer';

// React Aria's modal code loads the first time the menu opens, not with the landing page.
const PublicNavDrawer = lazy(() =>
  import('./public-nav-drawer').then((module) => ({ default: module.PublicNavDrawer })),
);

// The accessibility panel loads the first time it opens: the guest's when signed out (kept in this
// browser), the account's for a learner on a page with this header (onboarding, the landing).
// With the data layer: the learner's panel saves to the account.
const panel = () => withDataLayer(import('../../features/accessibility/components/accessibility-panel'));
const GuestAccessibilityPanel = lazy(() =>
  panel().then((module) => ({ default: module.GuestAccessibilityPanel })),
);
const AccessibilityPanel = lazy(() => panel().then((module) => ({ default: module.AccessibilityPanel })));

/**
 * The header of the public, auth and onboarding pages: the brand, the accessibility settings and
 * the theme toggle; on public pages also the site's items and a way in (PUB-3), in a drawer on
 * narrow screens (the accessibility settings with them there). Auth and onboarding pages leave the
 * items out: their own forms are the way on.
 */
export function PublicHeader() {
  const { shell, appShell } = useAppCopy();
  const edition = useEdition();
  const user = useCurrentUser();
  const [location] = useLocation();
  // Which of the menu button and the items shows is the stylesheet's call (so the prerendered
  // landing is right at any width before a script runs); the drawer closes when the page widens.
  const narrow = useMediaQuery(media.atMost('tablet'));
  const menu = useMenuDrawer(narrow);
  const showNav = accessOf(location, edition) === 'public';
  const { links, account } = publicNavItems(edition, user, normalisePath(location), shell);
  const panelOpen = useOpenDialog() === 'accessibility';
  const accessibilityButton = (
    <IconButton
      label={appShell.accessibility}
      icon={<AccessibilityIcon />}
      onPress={() => openDialog('accessibility')}
      aria-haspopup="dialog"
    />
  );

  return (
    <header className={styles.header}>
      <Spread gap="2" align="center" className={styles.bar}>
        <Cluster gap="1" align="center" wrap={false}>
          {showNav ? (
            <span className={styles.narrowOnly}>
              <OpenMenuButton menu={menu} />
            </span>
          ) : null}
          <BrandLink href={routes.home.href()} />
        </Cluster>
        {showNav ? (
          <nav aria-label={appShell.navLabel} className={styles.nav}>
            <Cluster as="ul" gap="4" align="center">
              {links.map((link) => (
                <li key={link.id}>
                  <Link
                    variant="standalone"
                    href={link.href}
                    aria-current={link.isCurrent ? 'page' : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </Cluster>
          </nav>
        ) : null}
        <Cluster gap="2" align="center" wrap={false}>
          {showNav ? <span className={styles.wideOnly}>{accessibilityButton}</span> : accessibilityButton}
          <ThemeToggle />
          {showNav ? (
            <span className={styles.wideOnly}>
              <ButtonLink size="sm" variant="secondary" href={account.href}>
                {account.label}
              </ButtonLink>
            </span>
          ) : null}
        </Cluster>
      </Spread>
      {showNav && menu.isOpen ? (
        <Suspense fallback={null}>
          <PublicNavDrawer
            items={[...links, account]}
            onClose={menu.close}
            onAccessibility={() => {
              menu.close();
              openDialog('accessibility');
            }}
          />
        </Suspense>
      ) : null}
      {panelOpen ? (
        <Suspense fallback={null}>
          <DataGate>{user ? <AccessibilityPanel /> : <GuestAccessibilityPanel />}</DataGate>
        </Suspense>
      ) : null}
    </header>
  );
}
