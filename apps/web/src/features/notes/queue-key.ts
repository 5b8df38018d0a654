import type { TrpcClient } from '../../lib/api/trpc';
import { learnerKey } from '../../lib/session/session';
import { keepKey, keptKey, keyGeneration } from '../../lib/storage/learner-keys';
import { openQueue } from './note-queue';
import { canEncrypt, importQueueKey } from './queue-cipher';

/**
 * `open`: the learner's queue is decrypted and notes can be kept. `unavailable`: no key (offline
 * since sign-in with none kept, a server that did not answer, a browser without WebCrypto), so a
 * note stays in its field. `someone-else`: the browser's session is another learner's, whose key
 * this learner's queue must never be filed under.
 */
export type UnlockResult = 'open' | 'unavailable' | 'someone-else';

type QueueKeyClient = Pick<TrpcClient, 'notes'>;

/**
 * Opens the signed-in learner's queue of offline notes: with the key this browser keeps for them
 * (memory, IndexedDB) or, at the first start after a sign-in, the one the server derives for the
 * session's learner (`notes.queueKey`), imported non-extractable and kept until learners are forgotten.
 */
export async function unlockQueue(client: QueueKeyClient, learner: string): Promise<UnlockResult> {
  if (!canEncrypt()) return 'unavailable';
  const since = keyGeneration();
  let key = await keptKey(learner);
  if (key === null) {
    let answer: Awaited<ReturnType<QueueKeyClient['notes']['queueKey']['query']>>;
    try {
      answer = await client.notes.queueKey.query();
    } catch {
      return 'unavailable';
    }
    if (learnerKey(answer.learner) !== learner) return 'someone-else';
    key = await importQueueKey(answer.key);
    if (!(await keepKey(learner, key, since))) return 'unavailable';
  }
  if (since !== keyGeneration()) return 'unavailable';
  await openQueue(learner, key);
  return 'open';
}
