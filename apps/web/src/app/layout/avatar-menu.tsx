import type { User } from '@studyflow/contracts/user';
import { Avatar, initialsOf } from '@studyflow/ui/avatar';
import { DeferredMenuButton } from '@studyflow/ui/deferred-menu-button';
import { routes } from '../../config/paths';
import { avatarSources, shownPx } from '../../lib/components/avatar-sources';
import { useSignOut } from '../../lib/session/sign-out';
import { openDialog } from '../../lib/shell/dialogs';
import { useAppCopy } from '../copy';

/**
 * The avatar with the learner's initials (or picture), opening the account menu (SHL-2). It is on
 * every signed-in page, so its menu code waits for the learner to reach for it (ui's
 * DeferredMenuButton) instead of weighing on each page's first view.
 */
export function AvatarMenu({ user }: { user: User }) {
  const { appShell } = useAppCopy();
  const { signOut } = useSignOut();
  const name = `${user.firstName} ${user.surname}`;
  return (
    <DeferredMenuButton
      label={appShell.accountMenu(initialsOf(name))}
      trigger={<Avatar name={name} {...avatarSources(user.avatar, shownPx('sm'))} size="sm" decorative />}
      items={[
        { id: 'profile', label: appShell.viewProfile, href: routes.profile.href() },
        { id: 'achievements', label: appShell.viewAchievements, onAction: () => openDialog('achievements') },
        { id: 'sign-out', label: appShell.signOut, onAction: signOut },
      ]}
    />
  );
}
