import { useEffect, useRef } from 'react';
import { useTRPCClient } from '../../lib/api/trpc';
import { learnerKey, useCurrentUser } from '../../lib/session/session';
import { useUpdateSessionUser } from '../../lib/session/update-user';
import { useInvalidateNotes } from './api/invalidate-notes';
import { isQueueOpen, markHeld, readQueue, useNoteQueue } from './note-queue';
import { unlockQueue } from './queue-key';
import { sendQueuedNotes } from './send-queued-notes';

/**
 * Opens the signed-in learner's encrypted queue of offline notes (its key kept in this browser, or
 * asked of the server: queue-key.ts) and sends the notes written offline when the connection
 * returns (`online`) and at start, under their own session only (the server is asked who is signed
 * in before each note). The shell holds it on every signed-in page.
 */
const RETRIES = 3;
const RETRY_MS = 1500;

export function useSendQueuedNotes(): void {
  const client = useTRPCClient();
  const user = useCurrentUser();
  const learner = user === null ? null : learnerKey(user);
  const updateUser = useUpdateSessionUser();
  const invalidate = useInvalidateNotes();

  // Notes that leave the queue were sent, here or by another tab of the same learner (the first to
  // see the connection return sends them all): the lists then ask the server again, so every tab
  // shows the new and edited notes as the server has them, not what it fetched before.
  const queue = useNoteQueue(learner ?? '');
  const queuedBefore = useRef(queue);
  useEffect(() => {
    const gone = queuedBefore.current.some((item) => !queue.some((now) => now.id === item.id));
    queuedBefore.current = queue;
    if (gone && learner !== null) invalidate();
  }, [queue, learner, invalidate]);

  useEffect(() => {
    if (learner === null) return;
    let timer: number | undefined;
    let tries = 0;
    let stopped = false;
    const retry = () => {
      if (tries >= RETRIES || stopped) return;
      tries += 1;
      timer = window.setTimeout(send, RETRY_MS * tries);
    };
    const round = async () => {
      window.clearTimeout(timer);
      // Until the queue is open nothing can be kept or sent; offline with no key kept, the next
      // `online` tries again.
      if (!isQueueOpen(learner)) {
        const unlocked = await unlockQueue(client, learner);
        if (unlocked === 'someone-else') markHeld(learner, true);
        // Online but no key came back (a struggling server): a few more tries, as for sending.
        if (unlocked === 'unavailable' && navigator.onLine) retry();
        if (unlocked !== 'open' || stopped) return;
      }
      if (!navigator.onLine || readQueue(learner).every((item) => item.refused)) return;
      const signedInLearner = () =>
        client.auth.authorize.query().then((answer) => (answer === null ? null : learnerKey(answer)));
      const { sent, badges, held, waiting } = await sendQueuedNotes(client, learner, signedInLearner);
      markHeld(learner, held);
      if (badges) updateUser((current) => ({ ...current, badges }));
      if (sent > 0) invalidate();
      // The first calls after `online` may still find no connection (the browser says it is
      // online a moment before its requests go through), and a struggling server may recover:
      // a few more tries, further apart, before waiting for the next `online` or start.
      if (waiting) retry();
    };
    const send = () => {
      round().catch((error: unknown) => console.warn('Queued notes were not sent yet', error));
    };
    const sendNow = () => {
      tries = 0;
      send();
    };
    sendNow();
    window.addEventListener('online', sendNow);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', sendNow);
    };
  }, [client, learner, updateUser, invalidate]);
}
