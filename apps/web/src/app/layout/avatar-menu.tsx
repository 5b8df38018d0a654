import type { User } from '@studyflow/contracts/user';
import { Avatar } from '@studyflow/ui/avatar';
import { MenuButton } from '@studyflow/ui/menu';
import { useCopy } from '../../lib/copy';
import { openDialog } from '../../lib/dialogs';
import { paths } from '../../lib/paths';
import { useSignOut } from '../../lib/sign-out';

/** The avatar with the learner's initials (or picture), opening the account menu of seed 000. */
export function AvatarMenu({ user }: { user: User }) {
  const { appShell } = useCopy();
  const { signOut } = useSignOut();
  const name = `${user.firstName} ${user.surname}`;
  return (
    <MenuButton
      label={appShell.accountMenu}
      trigger={<Avatar name={name} src={user.avatar?.medium ?? null} size="sm" decorative />}
      items={[
        { id: 'profile', label: appShell.viewProfile, href: paths.profile },
        { id: 'achievements', label: appShell.viewAchievements, onAction: () => openDialog('achievements') },
        { id: 'sign-out', label: appShell.signOut, onAction: signOut },
      ]}
    />
  );
}
