import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLearners } from '../session/forget-learner';
import {
  forgetKeys,
  type KeyBacking,
  keepKey,
  keptKey,
  keyGeneration,
  onKeysForgotten,
  setKeyBacking,
} from './learner-keys';

/** IndexedDB as the page sees it: keys kept by learner, across reloads of the tab. */
function mapBacking() {
  const keys = new Map<string, CryptoKey>();
  const backing: KeyBacking = {
    get: async (learner) => keys.get(learner),
    put: async (learner, key) => void keys.set(learner, key),
    remove: async (learner) => void keys.delete(learner),
    deleteAllBut: async (keep) => {
      for (const learner of [...keys.keys()]) if (learner !== keep) keys.delete(learner);
    },
  };
  return { backing, keys };
}

const newKey = () =>
  crypto.subtle.importKey('raw', new Uint8Array(32).fill(1), { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);

let stored: ReturnType<typeof mapBacking>;
beforeEach(() => {
  stored = mapBacking();
  setKeyBacking(stored.backing);
});
afterEach(async () => {
  await forgetKeys(null);
  setKeyBacking(null);
  window.localStorage.clear();
});

describe('the keys of what is kept across a sign-out', () => {
  it('keeps a learner’s key in IndexedDB, so a reload (memory gone) still finds it', async () => {
    const key = await newKey();
    expect(await keepKey('7', key, keyGeneration())).toBe(true);
    expect(stored.keys.get('7')).toBe(key);
    setKeyBacking(stored.backing);
    expect(await keptKey('7')).toBe(key);
    expect(await keptKey('8')).toBeNull();
  });

  it('deletes every key but the one of the learner now signing in, and says so', async () => {
    const listener = vi.fn();
    const stop = onKeysForgotten(listener);
    await keepKey('7', await newKey(), keyGeneration());
    await keepKey('8', await newKey(), keyGeneration());
    await forgetKeys('8');
    expect([...stored.keys.keys()]).toEqual(['8']);
    expect(await keptKey('7')).toBeNull();
    expect(await keptKey('8')).not.toBeNull();
    expect(listener).toHaveBeenCalledWith('8');
    stop();
  });

  it('does not keep a key asked for before a forgetting that came meanwhile (a sign-out mid-fetch)', async () => {
    const since = keyGeneration();
    await forgetKeys(null);
    expect(await keepKey('7', await newKey(), since)).toBe(false);
    expect(await keptKey('7')).toBeNull();
    expect(stored.keys.size).toBe(0);
  });

  it('keeps a key in this tab only where IndexedDB fails', async () => {
    setKeyBacking({ ...stored.backing, put: () => Promise.reject(new Error('quota')) });
    const key = await newKey();
    expect(await keepKey('7', key, keyGeneration())).toBe(true);
    expect(await keptKey('7')).toBe(key);
  });
});

describe('forgetting learners deletes their keys, never the notes kept for them', () => {
  const queue = `${STORAGE_KEYS.noteQueuePrefix}7`;
  beforeEach(async () => {
    await keepKey('7', await newKey(), keyGeneration());
    window.localStorage.setItem(queue, '{"v":2,"iv":"AAAA","data":"AAAA"}');
  });

  it.each([
    ['a sign-out', { kind: 'signed-out' } as const],
    ['a session found ended', { kind: 'session-ended' } as const],
    ['another learner’s sign-in', { kind: 'other-learner', current: '8' } as const],
  ])('at %s the key goes and the encrypted queue stays', async (_name, reason) => {
    await forgetLearners(reason);
    expect(await keptKey('7')).toBeNull();
    expect(stored.keys.size).toBe(0);
    expect(window.localStorage.getItem(queue)).not.toBeNull();
  });

  it('at the account’s deletion both go', async () => {
    await forgetLearners({ kind: 'account-deleted', learner: '7' });
    expect(stored.keys.size).toBe(0);
    expect(window.localStorage.getItem(queue)).toBeNull();
  });

  it('at the same learner’s sign-in their key stays', async () => {
    await forgetLearners({ kind: 'other-learner', current: '7' });
    expect(await keptKey('7')).not.toBeNull();
  });
});
