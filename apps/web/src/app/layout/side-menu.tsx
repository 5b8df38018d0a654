import type { User } from '@studyflow/contracts/user';
import { StarIcon } from '@studyflow/ui/icons';
import { Stack } from '@studyflow/ui/stack';
import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { useLocation } from 'wouter';
import { dashboardFor, normalisePath, routes } from '../../config/paths';
import {
  BookIcon,
  HeartIcon,
  HomeIcon,
  JournalIcon,
  NoteIcon,
  ToolsIcon,
} from '../../lib/components/app-icons';
import { useEdition } from '../../lib/edition/edition';
import { openDialog } from '../../lib/shell/dialogs';
import { useAppCopy } from '../copy';
import { isOffered } from '../routes';
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

/** The menu's pages: rows without parameters. */
type MenuRoute = 'reflect' | 'wellbeing' | 'favourites' | 'studyTools';

/**
 * The side menu (SHL-3): Learn (Software in Pro), Reflect, Wellbeing (study edition, only with
 * wellbeing entries), Favourites, Notes and Study Tools (study edition), plus 'Go to Dashboard' on
 * favourites, tutorials and learning pages (SHL-5). A page the route table has no page for yet is
 * not offered at all, rather than a link that bounces to the dashboard.
 */
export function SideMenu({ user, variant, onNavigate }: SideMenuProps) {
  const { appShell } = useAppCopy();
  const edition = useEdition();
  const [location] = useLocation();
  const path = normalisePath(location);
  const dashboard = dashboardFor(edition);
  const within = (base: string) => path === base || path.startsWith(`${base}/`);
  const linkTo = (name: MenuRoute, entry: Pick<Entry, 'id' | 'label' | 'icon'>): Entry[] =>
    isOffered(name, edition)
      ? [{ ...entry, href: routes[name].href(), isCurrent: within(routes[name].href()) }]
      : [];

  const entries: Entry[] = [
    ...(pageKindOf(path).showGoToDashboard
      ? [{ id: 'dashboard', label: appShell.goToDashboard, icon: <HomeIcon />, href: dashboard }]
      : []),
    { id: 'learn', label: appShell.learn, icon: <BookIcon />, href: dashboard, isCurrent: within(dashboard) },
    ...linkTo('reflect', { id: 'reflect', label: appShell.reflect, icon: <JournalIcon /> }),
    ...(user.wellbeings.length > 0
      ? linkTo('wellbeing', { id: 'wellbeing', label: appShell.wellbeing, icon: <HeartIcon /> })
      : []),
    ...linkTo('favourites', { id: 'favourites', label: appShell.favourites, icon: <StarIcon /> }),
    { id: 'notes', label: appShell.notes, icon: <NoteIcon />, onPress: () => openDialog('notes') },
    // On learning pages the tools open as a panel in a modal, so the learner keeps their place in
    // the step (TLS-1, docs/decisions.md); elsewhere the entry is the tools page.
    ...(isOffered('studyTools', edition) && pageKindOf(path).showGoToDashboard
      ? [
          {
            id: 'study-tools',
            label: appShell.studyTools,
            icon: <ToolsIcon />,
            onPress: () => openDialog('studyTools'),
          },
        ]
      : linkTo('studyTools', { id: 'study-tools', label: appShell.studyTools, icon: <ToolsIcon /> })),
  ];

  return (
    <nav aria-label={appShell.navLabel} className={variant === 'sidebar' ? styles.sidebar : styles.drawerNav}>
      <Stack as="ul" gap="1">
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
      </Stack>
    </nav>
  );
}
