import type { User } from '@studyflow/contracts/user';
import { Cluster } from '@studyflow/ui/cluster';
import { IconButton } from '@studyflow/ui/icon-button';
import { media } from '@studyflow/ui/theme/media';
import { lazy, Suspense } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useLocation } from 'wouter';
import { dashboardFor, routes } from '../../config/paths';
import { DeferredSearchBox } from '../../features/search/components/deferred-search-box';
import { AccessibilityIcon, HelpIcon } from '../../lib/components/app-icons';
import { useEdition } from '../../lib/edition/edition';
import { useMediaQuery } from '../../lib/hooks/media-query';
import { openDialog } from '../../lib/shell/dialogs';
import { useAppCopy } from '../copy';
import { AvatarMenu } from './avatar-menu';
import { BrandLink } from './brand-link';
import { OpenMenuButton } from './open-menu-button';
import { pageKindOf } from './page-kind';
import { ThemeToggle } from './theme-toggle';
import * as styles from './top-bar.css';
import { useMenuDrawer } from './use-menu-drawer';

// The drawer (React Aria's modal machinery) loads the first time the menu opens.
const NavDrawer = lazy(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));

/**
 * The signed-in top bar (SHL-1): the menu button at 1024 px or less, the title, the
 * search slot, the accessibility button on step, tutorial and favourites pages, the theme toggle,
 * Support (in the same place on every signed-in page, WCAG 3.2.6) and the avatar menu.
 */
export function TopBar({ user }: { user: User }) {
  const { appShell } = useAppCopy();
  const edition = useEdition();
  const [location] = useLocation();
  const kind = pageKindOf(location);
  const narrow = useMediaQuery(media.atMost('drawer'));
  const menu = useMenuDrawer(narrow);

  return (
    <header className={styles.topBar}>
      <Cluster align="center" className={styles.inner}>
        <Cluster gap="1" align="center" wrap={false}>
          {narrow ? <OpenMenuButton menu={menu} /> : null}
          <BrandLink href={dashboardFor(edition)} compact />
        </Cluster>
        {/* The search box (SRC-1), on every signed-in page but the step pages; its code loads when
            the learner reaches for it. */}
        <Cluster
          justify="center"
          wrap={false}
          className={styles.searchSlot}
          role={kind.showSearch ? 'search' : undefined}
        >
          {kind.showSearch ? <DeferredSearchBox /> : null}
        </Cluster>
        <Cluster gap={{ mobile: '1', tablet: '2' }} align="center" wrap={false}>
          {kind.showAccessibilityButton ? (
            <IconButton
              label={appShell.accessibility}
              icon={<AccessibilityIcon />}
              onPress={() => openDialog('accessibility')}
              aria-haspopup="dialog"
              size="lg"
            />
          ) : null}
          <ThemeToggle />
          <AriaLink href={routes.support.href()} className={styles.support}>
            <HelpIcon />
            <span className={styles.supportText}>{appShell.support}</span>
          </AriaLink>
          <AvatarMenu user={user} />
        </Cluster>
      </Cluster>
      {menu.isOpen ? (
        <Suspense fallback={null}>
          <NavDrawer user={user} onClose={menu.close} />
        </Suspense>
      ) : null}
    </header>
  );
}
