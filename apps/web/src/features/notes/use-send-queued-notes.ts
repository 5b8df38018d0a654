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
const RETRIES = 3;
const RETRY_MS = 1500;

export function useSendQueuedNotes(): void {
  const client = useTRPCClient();
  const user = useCurrentUser();
  const learner = user === null ? null : learnerKey(user);
  const updateUser = useUpdateSessionUser();
  const invalidate = useInvalidateNotes();

  useEffect(() => {
    if (learner === null) return;
    let timer: number | undefined;
    let tries = 0;
    const send = () => {
      window.clearTimeout(timer);
      if (!navigator.onLine || readQueue(learner).every((item) => item.refused)) return;
      const signedInLearner = () =>
        client.auth.authorize.query().then((answer) => (answer === null ? null : learnerKey(answer)));
      sendQueuedNotes(client, learner, signedInLearner)
        .then(({ sent, badges, held, waiting }) => {
          markHeld(learner, held);
          if (badges) updateUser((current) => ({ ...current, badges }));
          if (sent > 0) invalidate();
          // The first calls after `online` may still find no connection (the browser says it is
          // online a moment before its requests go through), and a struggling server may recover:
          // a few more tries, further apart, before waiting for the next `online` or start.
          if (waiting && tries < RETRIES) {
            tries += 1;
            timer = window.setTimeout(send, RETRY_MS * tries);
          }
        })
        .catch((error: unknown) => console.warn('Queued notes were not sent yet', error));
    };
    const sendNow = () => {
      tries = 0;
      send();
    };
    sendNow();
    window.addEventListener('online', sendNow);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', sendNow);
    };
  }, [client, learner, updateUser, invalidate]);
}
