import type { User } from '@studyflow/contracts/user';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { toasts } from '@studyflow/ui/toast';
import { useEffect, useRef, useState } from 'react';
import { clearGuestAccessibility, useGuestAccessibility } from '../../../lib/theme/guest-accessibility';
import { useUpdateAccessibility } from '../api/update-accessibility';
import { accessibilityCopy as copy } from '../copy';
import { guestReplacing, handoverOf } from '../handover';

/**
 * Saves the settings a guest chose in this browser to the account they have just signed in to
 * (or created), once: at once when the account has none of its own, after asking which to keep
 * when it has (closing the question without a choice changes nothing). The guest copy is removed once the account has what was chosen; a save that fails
 * keeps it, says so, and is tried again the next time the app starts signed in.
 */
export function GuestSettingsHandover({ user }: { user: User }) {
  const guest = useGuestAccessibility();
  const { change } = useUpdateAccessibility({ errors: 'silent' });
  const [asking, setAsking] = useState(false);
  const started = useRef(false);

  const save = (setting: NonNullable<typeof guest>) =>
    change(setting, {
      onSaved: clearGuestAccessibility,
      onFailed: () =>
        toasts.add(
          { title: copy.handover.failedTitle, description: copy.handover.failed, variant: 'info' },
          { timeout: null },
        ),
    });

  // Once per signed-in start: the decision reads the account as it arrived, before any save changes it.
  useEffect(() => {
    if (started.current || guest === null) return;
    started.current = true;
    const handover = handoverOf(guest, user.accessabilitySetting);
    if (handover === 'nothing') clearGuestAccessibility();
    else if (handover === 'save') save(guest);
    else setAsking(true);
  }, []);

  if (!asking || guest === null) return null;
  const choose = (keepGuest: boolean) => {
    setAsking(false);
    if (keepGuest) save(guestReplacing(guest));
    else clearGuestAccessibility();
  };
  return (
    <Modal
      title={copy.handover.title}
      isOpen
      // Closed without a choice: nothing changes, and the question comes again at the next start.
      onOpenChange={(open) => setAsking(open)}
      isDismissable={false}
      footer={
        <Cluster gap="3">
          <Button onPress={() => choose(true)}>{copy.handover.keepGuest}</Button>
          <Button variant="secondary" onPress={() => choose(false)}>
            {copy.handover.keepAccount}
          </Button>
        </Cluster>
      }
    >
      <Stack gap="3">
        <p>{copy.handover.body}</p>
        <p>{copy.handover.later}</p>
      </Stack>
    </Modal>
  );
}
