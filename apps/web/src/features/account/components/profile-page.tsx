import { Button } from '@studyflow/ui/button';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import { dashboardFor, routes } from '../../../config/paths';
import { AccessibilityIcon, BadgeIcon } from '../../../lib/components/app-icons';
import { contentColumn } from '../../../lib/components/layout.css';
import { PageHeading } from '../../../lib/components/page';
import { useEdition } from '../../../lib/edition/edition';
import { useCurrentUser } from '../../../lib/session/session';
import { openDialog } from '../../../lib/shell/dialogs';
import { useAccountCopy } from '../copy';
import * as styles from './account.css';
import { DeleteAccount } from './delete-account';
import { MyDataDownload } from './my-data-download';
import { ProfileDetails } from './profile-details';

/**
 * /dashboard/settings/profile ('View profile page' in the avatar menu): the learner's details and
 * profile image, and the way to the accessibility settings, software and badges.
 */
export function ProfilePage() {
  const profile = useAccountCopy();
  const edition = useEdition();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="6" className={contentColumn}>
      <div>
        <Link href={dashboardFor(edition)} variant="standalone">
          {profile.backToDashboard}
        </Link>
      </div>
      <PageHeading>{profile.pageTitle}</PageHeading>
      <p className={text({ size: 'lg', tone: 'muted' })}>{profile.pageIntro}</p>
      <Tiles columns={{ tablet: 2 }} gap="4">
        <Stack as="section" gap="4" className={styles.card} aria-labelledby="profile-details">
          <h2 id="profile-details" className={heading({ level: 2 })}>
            {profile.profileTitle}
          </h2>
          <ProfileDetails user={user} size="xl" />
        </Stack>
        <Stack as="section" gap="4" className={styles.card} aria-labelledby="profile-settings">
          <h2 id="profile-settings" className={heading({ level: 2 })}>
            {profile.settingsTitle}
          </h2>
          <Stack gap="3">
            <Button
              variant="secondary"
              fullWidth
              onPress={() => openDialog('accessibility')}
              aria-haspopup="dialog"
            >
              <AccessibilityIcon />
              {profile.accessibility}
            </Button>
            <p className={styles.muted}>{profile.accessibilityText}</p>
            <ButtonLink variant="secondary" href={routes.softwareSelection.href()} fullWidth>
              {profile.selectSoftware}
            </ButtonLink>
            <Button
              variant="secondary"
              fullWidth
              onPress={() => openDialog('achievements')}
              aria-haspopup="dialog"
            >
              <BadgeIcon />
              {profile.viewAchievements}
            </Button>
          </Stack>
        </Stack>
      </Tiles>
      <Stack as="section" gap="4" className={styles.card} aria-labelledby="profile-your-data">
        <h2 id="profile-your-data" className={heading({ level: 2 })}>
          {profile.yourDataTitle}
        </h2>
        <p>{profile.yourDataIntro}</p>
        <Tiles columns={{ tablet: 2 }} gap="5">
          <MyDataDownload />
          <DeleteAccount />
        </Tiles>
      </Stack>
    </Stack>
  );
}
