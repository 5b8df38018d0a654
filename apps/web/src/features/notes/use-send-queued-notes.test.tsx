import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetKeys } from '../../lib/storage/learner-keys';
import { renderWithApp, testUser } from '../../test-support/render';
import type { TrpcHandler } from '../../test-support/trpc';
import type { NewQueuedNote } from './note-queue';
import { enqueueNote, openQueue, readQueue, useQueueHeld } from './note-queue';
import { importQueueKey, sealQueue } from './queue-cipher';
import { useSendQueuedNotes } from './use-send-queued-notes';

function Sender() {
  useSendQueuedNotes();
  return useQueueHeld('7') ? <p>held for learner 7</p> : null;
}

let online = true;

/** Learner 7's key, as notes.queueKey answers it for their session. */
const KEY_7 = 'C'.repeat(43);
const queueKey = () => ({ key: KEY_7, learner: { id: 7, email: 'robin@learners.example' } });

/** What an earlier visit left: learner 7's notes, encrypted, then a sign-out (their key forgotten). */
async function leftByEarlierVisit(...notes: NewQueuedNote[]) {
  await openQueue('7', await importQueueKey(KEY_7));
  for (const note of notes) await enqueueNote('7', note);
  await forgetKeys(null);
}

/** A new note on the 'Word budgets' step, as the notes dialog queues it. */
const newNote = (content: string): NewQueuedNote => ({
  kind: 'create',
  content,
  stepName: 'Word budgets',
  progressStepId: 501,
});

/** The sender for learner 7, signed in, with `create` as the server's notes.create. */
const renderSignedIn = (create: TrpcHandler) =>
  renderWithApp(<Sender />, {
    user: testUser(),
    trpc: {
      'notes.create': create,
      'notes.list': () => [],
      'auth.authorize': () => testUser(),
      'notes.queueKey': queueKey,
    },
  });

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'onLine');
  await forgetKeys(null);
  window.localStorage.clear();
});

describe('sending queued notes from the shell', () => {
  it('asks for the notes again when another tab sent the queued ones', async () => {
    online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    const key = await importQueueKey(KEY_7);
    await openQueue('7', key);
    await enqueueNote('7', newNote('Written on the train'));
    const create = vi.fn(() => ({ note: null, badges: [] }));
    const { queryClient } = renderSignedIn(create);
    await waitFor(() => expect(readQueue('7')).toHaveLength(1));
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');

    // The other tab saw the connection first, sent the note and wrote the queue empty.
    const name = `${STORAGE_KEYS.noteQueuePrefix}7`;
    const emptied = await sealQueue(key, name, []);
    window.localStorage.setItem(name, emptied);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: name, newValue: emptied }));
    });
    await waitFor(() => expect(readQueue('7')).toEqual([]));
    await waitFor(() =>
      expect(invalidated).toHaveBeenCalledWith(expect.objectContaining({ queryKey: [['notes']] })),
    );
    // This tab, still offline, sent nothing itself.
    expect(create).not.toHaveBeenCalled();
  });

  it('waits while offline, sends when the connection returns, and takes the new badges', async () => {
    online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    await leftByEarlierVisit(newNote('Written on the train'));
    const create = vi.fn(() => ({
      note: null,
      badges: [{ id: 3, name: 'NOTE_NINJA', createdAt: '2026-03-01T10:00:00Z' }],
    }));
    const { queryClient } = renderSignedIn(create);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(create).not.toHaveBeenCalled();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The call first: until the learner's key is back from notes.queueKey, their sealed queue reads
    // as empty too, so an empty queue alone says nothing was sent yet.
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(readQueue('7')).toEqual([]));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ content: 'Written on the train', progressStepId: 501 });
    await waitFor(() =>
      expect(queryClient.getQueryData<{ badges: { name: string }[] }>(['session'])?.badges[0]?.name).toBe(
        'NOTE_NINJA',
      ),
    );
  });

  it('sends at start what an earlier visit left', async () => {
    await leftByEarlierVisit({
      kind: 'update',
      content: 'Changed offline',
      stepName: 'Word budgets',
      noteId: 12,
    });
    const update = vi.fn(() => ({ note: null }));
    renderWithApp(<Sender />, {
      user: testUser(),
      trpc: { 'notes.update': update, 'auth.authorize': () => testUser(), 'notes.queueKey': queueKey },
    });
    await waitFor(() => expect(update).toHaveBeenCalledWith({ id: 12, content: 'Changed offline' }));
    await waitFor(() => expect(readQueue('7')).toEqual([]));
  });

  it("holds the notes while the browser's session is another learner's", async () => {
    await leftByEarlierVisit(newNote('Mine'));
    const create = vi.fn(() => ({ note: null, badges: [] }));
    const view = renderWithApp(<Sender />, {
      user: testUser(),
      trpc: {
        'notes.create': create,
        'notes.queueKey': queueKey,
        'auth.authorize': () => testUser({ id: 8, email: 'b@learners.example' }),
      },
    });
    expect(await view.findByText('held for learner 7')).toBeDefined();
    expect(create).not.toHaveBeenCalled();
    expect(readQueue('7').map((item) => item.content)).toEqual(['Mine']);
  });

  it('tries again shortly when the first calls after coming online still find no connection', async () => {
    await leftByEarlierVisit(newNote('From the tunnel'));
    const create = vi.fn(() => ({ note: null, badges: [] }));
    let asked = 0;
    renderWithApp(<Sender />, {
      user: testUser(),
      trpc: {
        'notes.create': create,
        'notes.queueKey': queueKey,
        'auth.authorize': () => {
          asked += 1;
          if (asked === 1) throw new TypeError('Failed to fetch');
          return testUser();
        },
      },
    });
    // Nothing reads as queued before the key came either: wait for the note itself.
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await waitFor(() => expect(readQueue('7')).toEqual([]));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("opens none of learner 7's notes when the server's key is another learner's, and sends none", async () => {
    await leftByEarlierVisit(newNote('Mine'));
    const create = vi.fn(() => ({ note: null, badges: [] }));
    const view = renderWithApp(<Sender />, {
      user: testUser(),
      trpc: {
        'notes.create': create,
        'notes.queueKey': () => ({ key: 'D'.repeat(43), learner: { id: 8, email: 'b@learners.example' } }),
        'auth.authorize': () => testUser({ id: 8, email: 'b@learners.example' }),
      },
    });
    expect(await view.findByText('held for learner 7')).toBeDefined();
    expect(readQueue('7')).toEqual([]);
    expect(create).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('studyflow:note-queue:7')).not.toContain('Mine');
  });
});
