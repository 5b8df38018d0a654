import { createHmac } from 'node:crypto';

/**
 * The key a learner's browser encrypts their queue of offline notes with (docs/decisions.md,
 * "Offline learning"): HMAC-SHA256(secret, "note-queue:" + learner id), 32 bytes in base64url. The
 * same learner always gets the same key back, from any instance sharing NOTE_QUEUE_SECRET, so the
 * BFF stores nothing; without the secret no one can derive it.
 */
export function noteQueueKeyDeriver(secret: string): (learnerId: string) => string {
  if (secret.length < 32) throw new Error('The note-queue secret must be at least 32 characters');
  return (learnerId) => {
    if (learnerId === '') throw new Error('A note-queue key needs a learner id');
    return createHmac('sha256', secret).update(`note-queue:${learnerId}`).digest('base64url');
  };
}
