import { Button } from '@studyflow/ui/button';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Stack } from '@studyflow/ui/stack';
import { useState } from 'react';
import { routes } from '../../../config/paths';
import { AccessibilityIcon, InstallIcon, SignOutIcon } from '../../../lib/components/app-icons';
import { useSignOut } from '../../../lib/session/sign-out';
import { openDialog } from '../../../lib/shell/dialogs';
import { useAccountCopy } from '../copy';
import { InstallModal } from './install-modal';

/** Settings card: Select Software, Install Shortcut, Accessibility settings and Sign Out. */
export function SettingsCard() {
  const profile = useAccountCopy();
  // ACC-25: the dashboard's sign-out goes to the login route.
  const { signOut, isPending } = useSignOut(routes.signIn.href());
  const [installOpen, setInstallOpen] = useState(false);
  return (
    <Stack gap="3">
      <ButtonLink variant="secondary" href={routes.softwareSelection.href()} fullWidth>
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
    </Stack>
  );
}
