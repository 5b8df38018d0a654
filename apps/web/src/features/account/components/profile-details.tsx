import type { User } from '@studyflow/contracts/user';
import { Avatar } from '@studyflow/ui/avatar';
import { IconButton } from '@studyflow/ui/icon-button';
import { Stack } from '@studyflow/ui/stack';
import { PencilIcon } from '../../../lib/components/app-icons';
import { avatarSources, shownPx } from '../../../lib/components/avatar-sources';
import { BreakableAddress } from '../../../lib/components/breakable-address';
import { openDialog } from '../../../lib/shell/dialogs';
import { useAccountCopy } from '../copy';
import * as styles from './account.css';

/**
 * The learner's avatar with its edit badge (tooltip 'Add profile image', PRF-2), name, email and
 * university ('Organisation' in Pro). Shared by the dashboard's Profile card and the profile page.
 */
export function ProfileDetails({ user, size = 'lg' }: { user: User; size?: 'lg' | 'xl' }) {
  const profile = useAccountCopy();
  const name = `${user.firstName} ${user.surname}`;
  return (
    <Stack gap="4">
      <div className={styles.avatarWrap}>
        <Avatar name={name} {...avatarSources(user.avatar, shownPx(size))} size={size} />
        <span className={styles.editBadge}>
          <IconButton
            label={profile.addImage}
            icon={<PencilIcon />}
            variant="filled"
            onPress={() => openDialog('avatar')}
            aria-haspopup="dialog"
          />
        </span>
      </div>
      <Stack as="dl" gap="3" className={styles.details}>
        <div>
          <dt>{profile.name}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{profile.email}</dt>
          <dd className={styles.email}>
            <BreakableAddress address={user.email} />
          </dd>
        </div>
        <div>
          <dt>{profile.university}</dt>
          <dd>{user.university ?? profile.notGiven}</dd>
        </div>
      </Stack>
    </Stack>
  );
}
