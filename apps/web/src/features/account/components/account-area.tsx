import type { User } from '@studyflow/contracts/user';
import { Stack } from '@studyflow/ui/stack';
import { heading } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import { type ReactNode, useId } from 'react';
import { useAccountCopy } from '../copy';
import * as styles from './account.css';
import { MyLearningCard } from './my-learning-card';
import { ProfileDetails } from './profile-details';
import { SettingsCard } from './settings-card';

/** The account area of the dashboard (DSH-8): Profile, Settings, Notifications and My Learning. */
export function AccountArea({ user }: { user: User }) {
  const profile = useAccountCopy();
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4">
      <h2 id={titleId} className={heading({ level: 2 })}>
        {profile.areaTitle}
      </h2>
      <Tiles as="ul" minTileWidth="text14" gap="4">
        <AccountCard title={profile.profileTitle}>
          <ProfileDetails user={user} />
        </AccountCard>
        <AccountCard title={profile.settingsTitle}>
          <SettingsCard />
        </AccountCard>
        <AccountCard title={profile.notificationsTitle}>
          <p className={styles.muted}>{profile.nothingNew}</p>
        </AccountCard>
        <AccountCard title={profile.myLearningTitle}>
          <MyLearningCard />
        </AccountCard>
      </Tiles>
    </Stack>
  );
}

function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="li" gap="4" className={styles.card}>
      <h3 className={heading({ level: 3 })}>{title}</h3>
      {children}
    </Stack>
  );
}
