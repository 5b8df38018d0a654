import type { User } from '@studyflow/contracts/user';
import { StarIcon } from '@studyflow/ui/icons';
import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { useLocation } from 'wouter';
import { BookIcon, HeartIcon, HomeIcon, JournalIcon, NoteIcon, ToolsIcon } from '../../lib/app-icons';
import { useCopy } from '../../lib/copy';
import { openDialog } from '../../lib/dialogs';
import { useEdition } from '../../lib/edition';
import { dashboardFor, normalisePath, paths, patterns } from '../../lib/paths';
import { pageKindOf } from './page-kind';
import * as styles from './side-menu.css';

export interface SideMenuProps {
  user: User;
  /** `sidebar` sits beside the page above 1024 px; `drawer` is the same list inside the drawer. */
  variant: 'sidebar' | 'drawer';
  /** Called after a choice, so the drawer can close. */
  onNavigate?: () => void;
}

interface Entry {
  id: string;
  label: string;
  icon: ReactNode;
  /** A page, or an action (Notes opens its dialog). */
  href?: string;
  onPress?: () => void;
  isCurrent?: boolean;
}

/**
 * The side menu of seed 000 §2: Learn (Software in Pro), Reflect, Wellbeing (study edition, only
 * with wellbeing entries), Favourites, Notes and Study Tools (study edition), plus 'Go to
 * Dashboard' on favourites, tutorials and learning pages.
 */
export function SideMenu({ user, variant, onNavigate }: SideMenuProps) {
  const { appShell } = useCopy();
  const edition = useEdition();
  const [location] = useLocation();
  const path = normalisePath(location);
  const dashboard = dashboardFor(edition);
  const study = edition === 'study';
  const within = (base: string) => path === base || path.startsWith(`${base}/`);

  const entries: Entry[] = [
    ...(pageKindOf(path).showGoToDashboard
      ? [{ id: 'dashboard', label: appShell.goToDashboard, icon: <HomeIcon />, href: dashboard }]
      : []),
    {
      id: 'learn',
      label: appShell.learn,
      icon: <BookIcon />,
      href: dashboard,
      isCurrent: within(dashboard),
    },
    {
      id: 'reflect',
      label: appShell.reflect,
      icon: <JournalIcon />,
      href: paths.reflect,
      isCurrent: within(paths.reflect),
    },
    ...(study && user.wellbeings.length > 0
      ? [
          {
            id: 'wellbeing',
            label: appShell.wellbeing,
            icon: <HeartIcon />,
            href: paths.wellbeing,
            isCurrent: within(paths.wellbeing),
          },
        ]
      : []),
    {
      id: 'favourites',
      label: appShell.favourites,
      icon: <StarIcon />,
      href: patterns.favourites,
      isCurrent: within(patterns.favourites),
    },
    { id: 'notes', label: appShell.notes, icon: <NoteIcon />, onPress: () => openDialog('notes') },
    ...(study
      ? [
          {
            id: 'study-tools',
            label: appShell.studyTools,
            icon: <ToolsIcon />,
            href: paths.studyTools,
            isCurrent: within(paths.studyTools),
          },
        ]
      : []),
  ];

  return (
    <nav aria-label={appShell.navLabel} className={variant === 'sidebar' ? styles.sidebar : styles.drawerNav}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.href ? (
              <AriaLink
                href={entry.href}
                aria-current={entry.isCurrent ? 'page' : undefined}
                className={styles.item}
                onPress={onNavigate}
              >
                {entry.icon}
                <span>{entry.label}</span>
              </AriaLink>
            ) : (
              <AriaButton
                className={styles.item}
                aria-haspopup="dialog"
                onPress={() => {
                  onNavigate?.();
                  entry.onPress?.();
                }}
              >
                {entry.icon}
                <span>{entry.label}</span>
              </AriaButton>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
