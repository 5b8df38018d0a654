import type { AccessibilitySetting } from '@studyflow/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ErrorHandling } from '../../../lib/api/errors';
import { useTRPC } from '../../../lib/api/trpc';
import { announceAccessibilitySaved } from '../../../lib/session/other-tabs';
import { useCurrentUser } from '../../../lib/session/session';
import { useUpdateSessionUser } from '../../../lib/session/update-user';
import { NO_SETTING, toPayload } from '../setting';

/**
 * accessibility.update. A change shows at once (the stored user's setting is updated before the
 * call), the server's answer then replaces it (A11Y-6), and a failure puts back what was
 * stored before. Saves run one after another, so the last change is the one that stays.
 * `errors: 'silent'` for a caller that says every failure itself (the handover at sign-in).
 */
export function useUpdateAccessibility({ errors = 'form' }: { errors?: ErrorHandling } = {}) {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const updateUser = useUpdateSessionUser();
  const current = user?.accessabilitySetting ?? NO_SETTING;
  const setSetting = (setting: AccessibilitySetting) =>
    updateUser((stored) => ({ ...stored, accessabilitySetting: setting }));
  // What the server last confirmed: a failed save goes back to it, not to an unsaved preview.
  const confirmed = useRef(current);

  const mutation = useMutation(
    trpc.accessibility.update.mutationOptions({
      scope: { id: 'accessibility-setting' },
      // 400/422 have no form here: the panel says the save failed; anything worse goes to its page.
      meta: { errors },
      onSuccess: (saved) => {
        confirmed.current = saved;
        setSetting(saved);
        announceAccessibilitySaved(user, saved);
      },
    }),
  );

  // The setting as last changed here: two key presses on the slider before the page renders again
  // each build on the one before, so no step is lost.
  const latest = useRef(current);
  latest.current = current;

  /**
   * Shows the change now; `save: false` only previews it (a slider while it moves). `onSaved` and
   * `onFailed` hear how the save ended (the guest settings' handover at sign-in).
   */
  const change = (
    patch: Partial<AccessibilitySetting>,
    { save = true, onSaved, onFailed }: { save?: boolean; onSaved?: () => void; onFailed?: () => void } = {},
  ) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setSetting(next);
    if (!save) return;
    mutation.mutate(toPayload(next), {
      onSuccess: () => onSaved?.(),
      onError: () => {
        setSetting(confirmed.current);
        onFailed?.();
      },
    });
  };

  return { setting: current, change, status: mutation.status };
}
