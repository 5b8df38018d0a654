import { Button } from '@studyflow/ui/button';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Stack } from '@studyflow/ui/stack';
import { lazy, Suspense, useState } from 'react';
import { routes } from '../../../config/paths';
import { AccessibilityIcon, InstallIcon, SignOutIcon } from '../../../lib/components/app-icons';
import { useSignOut } from '../../../lib/session/sign-out';
import { openDialog } from '../../../lib/shell/dialogs';
import { useAccountCopy } from '../copy';

// The modal (React Aria's dialog, overlay and focus-scope code) loads when the learner first asks
// for it: the dashboard's first view shows only the button.
const InstallModal = lazy(() =>
  import('./install-modal').then((module) => ({ default: module.InstallModal })),
);

/** Settings card: Select Software, Install Shortcut, Accessibility settings and Sign Out. */
export function SettingsCard() {
  const profile = useAccountCopy();
  // ACC-25: the dashboard's sign-out goes to the login route.
  const { signOut, isPending } = useSignOut(routes.signIn.href());
  const [installOpen, setInstallOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the modal's own exit.
  const [installWanted, setInstallWanted] = useState(false);
  return (
    <Stack gap="3">
      <ButtonLink variant="secondary" href={routes.softwareSelection.href()} fullWidth>
        {profile.selectSoftware}
      </ButtonLink>
      <Button
        variant="secondary"
        fullWidth
        onPress={() => {
          setInstallWanted(true);
          setInstallOpen(true);
        }}
        aria-haspopup="dialog"
      >
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
      {installWanted ? (
        <Suspense fallback={null}>
          <InstallModal isOpen={installOpen} onOpenChange={setInstallOpen} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
