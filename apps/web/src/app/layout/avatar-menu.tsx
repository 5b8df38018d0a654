import type { User } from '@studyflow/contracts/user';
import { Avatar, initialsOf } from '@studyflow/ui/avatar';
import { MenuButton } from '@studyflow/ui/menu';
import { routes } from '../../config/paths';
import { useSignOut } from '../../lib/session/sign-out';
import { openDialog } from '../../lib/shell/dialogs';
import { useAppCopy } from '../copy';

/** The avatar with the learner's initials (or picture), opening the account menu (SHL-2). */
export function AvatarMenu({ user }: { user: User }) {
  const { appShell } = useAppCopy();
  const { signOut } = useSignOut();
  const name = `${user.firstName} ${user.surname}`;
  return (
    <MenuButton
      label={appShell.accountMenu(initialsOf(name))}
      trigger={<Avatar name={name} src={user.avatar?.medium ?? null} size="sm" decorative />}
      items={[
        { id: 'profile', label: appShell.viewProfile, href: routes.profile.href() },
        { id: 'achievements', label: appShell.viewAchievements, onAction: () => openDialog('achievements') },
        { id: 'sign-out', label: appShell.signOut, onAction: signOut },
      ]}
    />
  );
}
