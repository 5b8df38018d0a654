import { Button } from '@studyflow/ui/button';
import { ButtonLink } from '@studyflow/ui/button-link';
import { useState } from 'react';
import { AccessibilityIcon, InstallIcon, SignOutIcon } from '../../../lib/app-icons';
import { useCopy } from '../../../lib/copy';
import { openDialog } from '../../../lib/dialogs';
import { paths } from '../../../lib/paths';
import { useSignOut } from '../../../lib/sign-out';
import * as styles from './account.css';
import { InstallModal } from './install-modal';

/** Settings card: Select Software, Install Shortcut, Accessibility settings and Sign Out. */
export function SettingsCard() {
  const { profile } = useCopy();
  // Seed 000 §4: the dashboard's sign-out goes to the login route.
  const { signOut, isPending } = useSignOut(paths.signIn);
  const [installOpen, setInstallOpen] = useState(false);
  return (
    <div className={styles.actionList}>
      <ButtonLink variant="secondary" href={paths.softwareSelection} fullWidth>
        {profile.selectSoftware}
      </ButtonLink>
      <Button variant="secondary" fullWidth onPress={() => setInstallOpen(true)} aria-haspopup="dialog">
        <InstallIcon />
        {profile.installShortcut}
      </Button>
      <Button
        variant="secondary"
        fullWidth
        onPress={() => openDialog('accessibility')}
        aria-haspopup="dialog"
      >
        <AccessibilityIcon />
        {profile.accessibility}
      </Button>
      <Button variant="text" fullWidth onPress={signOut} isPending={isPending}>
        <SignOutIcon />
        {profile.signOut}
      </Button>
      <InstallModal isOpen={installOpen} onOpenChange={setInstallOpen} />
    </div>
  );
}
