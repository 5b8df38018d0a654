import { useEffect } from 'react';
import { useTRPCClient } from '../../lib/api/trpc';
import { learnerKey, useCurrentUser } from '../../lib/session/session';
import { useUpdateSessionUser } from '../../lib/session/update-user';
import { useInvalidateNotes } from './api/invalidate-notes';
import { markHeld, readQueue } from './note-queue';
import { sendQueuedNotes } from './send-queued-notes';

/**
 * Sends the notes written offline when the connection returns (`online`) and at start, for the
 * signed-in learner, under their own session only (the server is asked who is signed in before
 * each note). The shell holds it on every signed-in page.
 */
export function useSendQueuedNotes(): void {
  const client = useTRPCClient();
  const user = useCurrentUser();
  const learner = user === null ? null : learnerKey(user);
  const updateUser = useUpdateSessionUser();
  const invalidate = useInvalidateNotes();

  useEffect(() => {
    if (learner === null) return;
    const send = () => {
      if (!navigator.onLine || readQueue(learner).every((item) => item.refused)) return;
      const signedInLearner = () =>
        client.auth.authorize.query().then((answer) => (answer === null ? null : learnerKey(answer)));
      sendQueuedNotes(client, learner, signedInLearner)
        .then(({ sent, badges, held }) => {
          markHeld(learner, held);
          if (badges) updateUser((current) => ({ ...current, badges }));
          if (sent > 0) invalidate();
        })
        .catch((error: unknown) => console.warn('Queued notes were not sent yet', error));
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [client, learner, updateUser, invalidate]);
}
