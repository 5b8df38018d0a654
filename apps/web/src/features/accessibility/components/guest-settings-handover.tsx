import type { AccessibilitySetting, User } from '@studyflow/contracts/user';
import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { toasts } from '@studyflow/ui/toast';
import { useEffect, useRef, useState } from 'react';
import { learnerKey } from '../../../lib/session/session';
import {
  clearGuestAccessibility,
  keepGuestAccessibilityFor,
  useGuestCopy,
} from '../../../lib/theme/guest-accessibility';
import { useUpdateAccessibility } from '../api/update-accessibility';
import { accessibilityCopy as copy } from '../copy';
import { guestToSave, handoverOf } from '../handover';

/**
 * Offers the settings a guest chose in this visit to the account they have just signed in to (or
 * created), always by asking (handover.ts): whether to keep them when the account has none of its
 * own, which to keep when it has. Closing the question without a choice changes nothing. The guest
 * copy is removed once the account has what was chosen, or when the learner declines it; a save
 * that fails keeps it, says so, and is tried again, unasked, the next time the app starts signed in
 * to this account.
 */
export function GuestSettingsHandover({ user }: { user: User }) {
  const guest = useGuestCopy();
  const { change } = useUpdateAccessibility({ errors: 'silent' });
  const [asking, setAsking] = useState<'ask-empty' | 'ask-own' | null>(null);
  const started = useRef(false);
  const account = learnerKey(user);

  const save = (setting: AccessibilitySetting) =>
    change(guestToSave(setting, user.accessabilitySetting), {
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
    const handover = handoverOf(guest, user.accessabilitySetting, account);
    if (handover === 'forget') clearGuestAccessibility();
    else if (handover === 'retry') save(guest.setting);
    else if (handover !== 'leave') setAsking(handover);
  }, []);

  if (asking === null || guest === null) return null;
  const choose = (keepGuest: boolean) => {
    setAsking(null);
    if (keepGuest) {
      keepGuestAccessibilityFor(account);
      save(guest.setting);
    } else {
      clearGuestAccessibility();
    }
  };
  const empty = asking === 'ask-empty';
  return (
    <Modal
      title={empty ? copy.handover.emptyTitle : copy.handover.title}
      isOpen
      // Closed without a choice: nothing changes, and the question comes again at the next start.
      onOpenChange={(open) => setAsking(open ? asking : null)}
      isDismissable={false}
      footer={
        <Cluster gap="3">
          <Button onPress={() => choose(true)}>
            {empty ? copy.handover.keepForAccount : copy.handover.keepGuest}
          </Button>
          <Button variant="secondary" onPress={() => choose(false)}>
            {empty ? copy.handover.useStandard : copy.handover.keepAccount}
          </Button>
        </Cluster>
      }
    >
      <Stack gap="3">
        <p>{empty ? copy.handover.emptyBody : copy.handover.body}</p>
        <p>{copy.handover.later}</p>
      </Stack>
    </Modal>
  );
}
