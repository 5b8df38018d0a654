import { DEFAULT_ERROR_MESSAGE } from '@studyflow/contracts/error-catalogue';
import { SOFTWARE_SAVED_MESSAGE } from '@studyflow/contracts/onboarding-messages';
import type { Id } from '@studyflow/contracts/tolerant';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toAppError } from '../../../lib/api/errors';
import { useTRPC } from '../../../lib/api/trpc';
import { useSetSessionUser } from '../../../lib/session/session';

export type SaveSoftwareResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * software.select. Only the server's 'Software has been saved.' counts as saved (ONB-11): then
 * the stored user is replaced by the one in the answer, marked softwareSelected. Every failure
 * comes back as the server's msg (or the default text) for the caller's error toast, and nothing
 * the learner chose is lost, so no failure leaves the page.
 */
export function useSaveSoftware() {
  const trpc = useTRPC();
  const setUser = useSetSessionUser();
  const { mutateAsync, isPending } = useMutation(
    trpc.software.select.mutationOptions({ meta: { errors: 'silent' } }),
  );

  const save = useCallback(
    async (softwareIds: Id[]): Promise<SaveSoftwareResult> => {
      try {
        const { msg, user } = await mutateAsync({ softwareIds });
        if (msg !== SOFTWARE_SAVED_MESSAGE) return { ok: false, message: msg };
        setUser({ ...user, softwareSelected: true });
        return { ok: true, message: msg };
      } catch (error) {
        const { status, msg } = toAppError(error);
        if (status === null || status >= 500) console.error('Saving the software failed', error);
        return { ok: false, message: msg ?? DEFAULT_ERROR_MESSAGE };
      }
    },
    [mutateAsync, setUser],
  );

  return { save, isPending };
}
