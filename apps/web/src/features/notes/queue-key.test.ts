import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailDigest } from '../../lib/storage/learner-data';
import { forgetKeys, keptKey } from '../../lib/storage/learner-keys';
import { enqueueNote, isQueueOpen, readQueue } from './note-queue';
import { unlockQueue } from './queue-key';

const keyText = (fill: number) =>
  btoa(String.fromCharCode(...new Uint8Array(32).fill(fill)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The server's notes.queueKey for whoever the session belongs to. */
function server(answer: () => unknown) {
  const query = vi.fn(async () => answer());
  return {
    client: { notes: { queueKey: { query } } } as unknown as Parameters<typeof unlockQueue>[0],
    query,
  };
}
const learner7 = () => ({ key: keyText(7), learner: { id: 7, email: 'alex@learners.example' } });

afterEach(async () => {
  await forgetKeys(null);
  window.localStorage.clear();
});

describe('opening the signed-in learner’s queue', () => {
  it('asks the server once for the key, then keeps it while the learner is signed in', async () => {
    const { client, query } = server(learner7);
    expect(await unlockQueue(client, '7')).toBe('open');
    expect(isQueueOpen('7')).toBe(true);
    expect(await keptKey('7')).not.toBeNull();
    expect(await unlockQueue(client, '7')).toBe('open');
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('reads the notes written before a sign-out once the same learner is back, with the same key', async () => {
    const { client } = server(learner7);
    await unlockQueue(client, '7');
    await enqueueNote('7', {
      kind: 'create',
      content: 'Before sign-out',
      stepName: 'Essays',
      progressStepId: 1,
    });
    await forgetKeys(null);
    expect(readQueue('7')).toEqual([]);
    expect(await unlockQueue(client, '7')).toBe('open');
    expect(readQueue('7').map((item) => item.content)).toEqual(['Before sign-out']);
  });

  it('never files another learner’s key under this learner (the session changed meanwhile)', async () => {
    const { client } = server(() => ({ key: keyText(8), learner: { id: 8, email: 'bea@learners.example' } }));
    expect(await unlockQueue(client, '7')).toBe('someone-else');
    expect(isQueueOpen('7')).toBe(false);
    expect(await keptKey('7')).toBeNull();
  });

  it('names a learner without an id by their email’s digest, as the page does', async () => {
    const { client } = server(() => ({ key: keyText(9), learner: { email: 'Alex@Learners.example' } }));
    expect(await unlockQueue(client, 'alex@learners.example')).toBe('someone-else');
    expect(await unlockQueue(client, emailDigest('alex@learners.example'))).toBe('open');
  });

  it('stays closed, keeping nothing, when no key comes (offline, or the server failing)', async () => {
    const { client } = server(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await unlockQueue(client, '7')).toBe('unavailable');
    expect(isQueueOpen('7')).toBe(false);
    expect(await enqueueNote('7', { kind: 'create', content: 'x', stepName: 'y', progressStepId: 1 })).toBe(
      'locked',
    );
  });

  it('keeps no key that arrives after the learner was forgotten (a sign-out while it was asked for)', async () => {
    const { client } = server(async () => {
      await forgetKeys(null);
      return learner7();
    });
    expect(await unlockQueue(client, '7')).toBe('unavailable');
    expect(await keptKey('7')).toBeNull();
    expect(isQueueOpen('7')).toBe(false);
  });
});
