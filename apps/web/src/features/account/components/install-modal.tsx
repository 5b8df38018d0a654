import { Button } from '@studyflow/ui/button';
import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { useInstallPrompt } from '../../../lib/shell/install-prompt';
import { useAccountCopy } from '../copy';
import * as styles from './account.css';

/**
 * Install Shortcut (DSH-9): how to put Studyflow on the desktop in Chrome and Edge. When the
 * browser has offered an install (beforeinstallprompt), the Install button really triggers it.
 */
export function InstallModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const profile = useAccountCopy();
  const install = useInstallPrompt();
  return (
    <Modal
      title={profile.installTitle}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel={profile.close}
    >
      <Stack gap="3">
        <p>{profile.installIntro}</p>
        <ol className={styles.steps}>
          {profile.installSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {install ? (
          <>
            <p>{profile.installNow}</p>
            <div>
              <Button onPress={() => install().finally(() => onOpenChange(false))}>
                {profile.installButton}
              </Button>
            </div>
          </>
        ) : (
          <p className={styles.muted}>{profile.installUnavailable}</p>
        )}
      </Stack>
    </Modal>
  );
}
