import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetKeys } from '../../lib/storage/learner-keys';
import { enqueueNote, openQueue, readQueue, refreshQueue, removeQueued, updateQueued } from './note-queue';
import { importQueueKey, sealQueue } from './queue-cipher';

/** A key as the server sends it (32 bytes, base64url), every byte `fill`. */
const keyText = (fill: number) =>
  btoa(String.fromCharCode(...new Uint8Array(32).fill(fill)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const keyOf = (fill: number) => importQueueKey(keyText(fill));
const stored = (learner: string) => window.localStorage.getItem(`${STORAGE_KEYS.noteQueuePrefix}${learner}`);

const newNote = (content: string, stepName = 'Word budgets') =>
  ({ kind: 'create', content, stepName, progressStepId: 501 }) as const;

afterEach(async () => {
  await forgetKeys(null);
  window.localStorage.clear();
});

describe('the offline note queue', () => {
  it('keeps each learner’s notes apart, in the order written, across reads', async () => {
    await openQueue('7', await keyOf(7));
    await openQueue('8', await keyOf(8));
    expect(await enqueueNote('7', newNote('First'))).toBe('kept');
    expect(await enqueueNote('7', newNote('Second'))).toBe('kept');
    await enqueueNote('8', newNote('Someone else', 'Essays'));
    expect(readQueue('7').map((item) => item.content)).toEqual(['First', 'Second']);
    expect(readQueue('8').map((item) => item.content)).toEqual(['Someone else']);
    expect(readQueue('7')).toBe(readQueue('7'));
  });

  it('stores the queue encrypted: no word of a note, nor its step, and a fresh IV each write', async () => {
    await openQueue('7', await keyOf(7));
    await enqueueNote('7', newNote('Meet Sam at the library', 'Word budgets'));
    const first = stored('7');
    await enqueueNote('7', newNote('Second thought'));
    const second = stored('7');
    for (const value of [first, second]) {
      expect(value).not.toContain('Meet Sam');
      expect(value).not.toContain('library');
      expect(value).not.toContain('Word budgets');
      expect(Object.keys(JSON.parse(value ?? '{}'))).toEqual(['v', 'iv', 'data']);
    }
    const parsed = [first, second].map((value) => JSON.parse(value ?? '{}') as { v: number; iv: string });
    expect(parsed.map((value) => value.v)).toEqual([2, 2]);
    expect(parsed[0]?.iv).not.toBe(parsed[1]?.iv);
    expect(atob(parsed[0]?.iv ?? '')).toHaveLength(12);
  });

  it('keeps nothing, and says so, while the learner’s key is not known', async () => {
    expect(await enqueueNote('7', newNote('No key yet'))).toBe('locked');
    expect(stored('7')).toBeNull();
    expect(readQueue('7')).toEqual([]);
  });

  it('reads the queue back with the same key after the learner was forgotten, and not with any other', async () => {
    await openQueue('7', await keyOf(7));
    await enqueueNote('7', newNote('Kept across a sign-out'));
    const sealed = stored('7');
    await forgetKeys(null);
    // Forgotten: the ciphertext stays, this tab reads nothing of it and can add nothing to it.
    expect(stored('7')).toBe(sealed);
    expect(readQueue('7')).toEqual([]);
    expect(await enqueueNote('7', newNote('After sign-out'))).toBe('locked');
    // Someone else's key opens nothing; the same learner's opens it all.
    expect(await openQueue('7', await keyOf(8))).toEqual([]);
    await forgetKeys(null);
    window.localStorage.setItem(`${STORAGE_KEYS.noteQueuePrefix}7`, sealed ?? '');
    expect((await openQueue('7', await keyOf(7))).map((item) => item.content)).toEqual([
      'Kept across a sign-out',
    ]);
  });

  it('does not open a queue copied under another learner’s name, even with the right key', async () => {
    await openQueue('7', await keyOf(7));
    await enqueueNote('7', newNote('Only for 7'));
    window.localStorage.setItem(`${STORAGE_KEYS.noteQueuePrefix}8`, stored('7') ?? '');
    expect(await openQueue('8', await keyOf(7))).toEqual([]);
  });

  it('encrypts a queue stored in plain text before (v1) in place, losing none of it', async () => {
    const v1 = [
      {
        id: 'a',
        kind: 'create',
        content: 'Old plain note',
        stepName: 'Essays',
        progressStepId: 9,
        attempted: false,
        refused: false,
      },
      {
        id: 'b',
        kind: 'update',
        content: 'Old edit',
        stepName: 'Essays',
        noteId: 4,
        attempted: true,
        refused: false,
      },
    ];
    window.localStorage.setItem(`${STORAGE_KEYS.noteQueuePrefix}7`, JSON.stringify(v1));
    // Its learner signed in, before the key came: what was there is still shown.
    expect(readQueue('7').map((item) => item.content)).toEqual(['Old plain note', 'Old edit']);
    const items = await openQueue('7', await keyOf(7));
    expect(items).toEqual(v1);
    expect(stored('7')).not.toContain('Old plain note');
    expect(JSON.parse(stored('7') ?? '{}')).toMatchObject({ v: 2 });
    await forgetKeys(null);
    expect((await openQueue('7', await keyOf(7))).map((item) => item.content)).toEqual([
      'Old plain note',
      'Old edit',
    ]);
  });

  it('keeps one edit per note, with the last words', async () => {
    await openQueue('7', await keyOf(7));
    await enqueueNote('7', { kind: 'update', content: 'Draft one', stepName: 'Word budgets', noteId: 3 });
    await enqueueNote('7', { kind: 'update', content: 'Draft two', stepName: 'Word budgets', noteId: 3 });
    await enqueueNote('7', { kind: 'update', content: 'Another note', stepName: 'Word budgets', noteId: 4 });
    expect(readQueue('7').map((item) => item.content)).toEqual(['Draft two', 'Another note']);
  });

  it('removes an item only when told, and marks one refused', async () => {
    await openQueue('7', await keyOf(7));
    await enqueueNote('7', newNote('First'));
    const [item] = readQueue('7');
    if (!item) throw new Error('queued');
    expect(await updateQueued('7', item.id, { refused: true })).toBe(true);
    expect(readQueue('7')[0]?.refused).toBe(true);
    expect(await removeQueued('7', item.id)).toBe(true);
    expect(readQueue('7')).toEqual([]);
    expect(stored('7')).toBeNull();
  });

  it('takes in what another tab wrote before changing the queue', async () => {
    const key = await keyOf(7);
    await openQueue('7', key);
    await enqueueNote('7', newNote('This tab'));
    const fromOtherTab = [
      ...readQueue('7'),
      { ...newNote('Other tab'), id: 'x', attempted: false, refused: false },
    ];
    window.localStorage.setItem(
      `${STORAGE_KEYS.noteQueuePrefix}7`,
      await sealQueue(key, `${STORAGE_KEYS.noteQueuePrefix}7`, fromOtherTab),
    );
    await enqueueNote('7', newNote('This tab again'));
    expect(readQueue('7').map((item) => item.content)).toEqual(['This tab', 'Other tab', 'This tab again']);
    expect((await refreshQueue('7')).map((item) => item.content)).toEqual([
      'This tab',
      'Other tab',
      'This tab again',
    ]);
  });

  it('reads broken or foreign stored data as nothing queued', async () => {
    window.localStorage.setItem(`${STORAGE_KEYS.noteQueuePrefix}7`, '{not json');
    expect(readQueue('7')).toEqual([]);
    window.localStorage.setItem(`${STORAGE_KEYS.noteQueuePrefix}7`, JSON.stringify([{ content: 'no id' }]));
    expect(readQueue('7')).toEqual([]);
    expect(await openQueue('7', await keyOf(7))).toEqual([]);
    window.localStorage.setItem(
      `${STORAGE_KEYS.noteQueuePrefix}7`,
      JSON.stringify({ v: 2, iv: 'AAAA', data: 'AAAA' }),
    );
    expect(await refreshQueue('7')).toEqual([]);
  });

  it('imports the server’s key as one no script can read back', async () => {
    const key = await keyOf(7);
    expect(key.extractable).toBe(false);
    expect(key.usages.sort()).toEqual(['decrypt', 'encrypt']);
  });

  it('refuses a key that is not 32 bytes of base64url', async () => {
    await expect(importQueueKey('too-short')).rejects.toThrow('32 bytes in base64url');
    await expect(importQueueKey(`${keyText(7).slice(0, 42)}+`)).rejects.toThrow('32 bytes in base64url');
  });
});
