import type { User } from '@studyflow/contracts/user';
import { IconButton } from '@studyflow/ui/icon-button';
import { MenuIcon } from '@studyflow/ui/icons';
import { media } from '@studyflow/ui/theme/media';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useLocation } from 'wouter';
import { AccessibilityIcon, HelpIcon } from '../../lib/app-icons';
import { useCopy } from '../../lib/copy';
import { openDialog } from '../../lib/dialogs';
import { useEdition } from '../../lib/edition';
import { useMediaQuery } from '../../lib/media-query';
import { dashboardFor, paths } from '../../lib/paths';
import { AvatarMenu } from './avatar-menu';
import { BrandLink } from './brand-link';
import { pageKindOf } from './page-kind';
import { ThemeToggle } from './theme-toggle';
import * as styles from './top-bar.css';

// The drawer (React Aria's modal machinery) loads the first time the menu opens.
const NavDrawer = lazy(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));

/**
 * The signed-in top bar (seed 000 §2 "Layout"): the menu button at 1024 px or less, the title, the
 * search slot, the accessibility button on step, tutorial and favourites pages, the theme toggle,
 * Support (in the same place on every signed-in page, WCAG 3.2.6) and the avatar menu.
 */
export function TopBar({ user }: { user: User }) {
  const { appShell } = useCopy();
  const edition = useEdition();
  const [location] = useLocation();
  const kind = pageKindOf(location);
  const narrow = useMediaQuery(media.atMost('drawer'));
  const [menuOpen, setMenuOpen] = useState(false);

  // The drawer closes when the page changes and when the window grows past the breakpoint.
  useEffect(() => setMenuOpen(false), [location, narrow]);

  return (
    <header className={styles.topBar}>
      <div className={styles.inner}>
        <div className={styles.start}>
          {narrow ? (
            <IconButton
              label={appShell.openMenu}
              icon={<MenuIcon />}
              onPress={() => setMenuOpen(true)}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              size="lg"
            />
          ) : null}
          <BrandLink href={dashboardFor(edition)} compact />
        </div>
        {/*
          The search box slot. The search feature (a later issue) renders its box here when
          kind.showSearch is true (never on step pages); until then the slot only holds the space.
        */}
        <div className={styles.searchSlot} data-search-slot={kind.showSearch ? 'open' : 'hidden'} />
        <div className={styles.actions}>
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
          <AriaLink href={paths.support} className={styles.support}>
            <HelpIcon />
            <span>{appShell.support}</span>
          </AriaLink>
          <AvatarMenu user={user} />
        </div>
      </div>
      {narrow && menuOpen ? (
        <Suspense fallback={null}>
          <NavDrawer user={user} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
