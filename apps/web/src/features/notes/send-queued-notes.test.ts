import type { Note } from '@studyflow/contracts/notes';
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetKeys } from '../../lib/storage/learner-keys';
import { trpcFailure } from '../../test-support/trpc';
import { enqueueNote, openQueue, readQueue, updateQueued } from './note-queue';
import { importQueueKey } from './queue-cipher';
import { sendQueuedNotes } from './send-queued-notes';

const LEARNER = '7';
const noConnection = () => new TRPCClientError('fetch failed', { cause: new TypeError('Failed to fetch') });

/** The server's notes procedures, as the tRPC client offers them: the network's edge. */
function fakeServer() {
  const notes: Pick<Note, 'content' | 'stepName'>[] = [];
  const create = vi.fn(async (input: { content: string }) => {
    notes.push({ content: input.content, stepName: 'Word budgets' });
    return { note: null, badges: [{ id: 3, name: 'NOTE_NINJA', createdAt: '2026-03-01T10:00:00Z' }] };
  });
  const update = vi.fn(async (_input: { id: unknown; content: string }) => ({}));
  const list = vi.fn(async () => notes);
  const client = { notes: { create: { mutate: create }, update: { mutate: update }, list: { query: list } } };
  return { client: client as unknown as Parameters<typeof sendQueuedNotes>[0], create, update, list, notes };
}

/** Web Locks as a browser gives them: one holder per name, the others wait their turn. */
function webLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: (name: string, callback: () => Promise<unknown>) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** The server's answer to "who is signed in here", as a learner key. */
const signedIn = (learner: string | null) => async () => learner;

const queueNew = (content: string) =>
  enqueueNote(LEARNER, { kind: 'create', content, stepName: 'Word budgets', progressStepId: 501 });

beforeEach(async () => {
  Object.defineProperty(navigator, 'locks', { configurable: true, value: webLocks() });
  await openQueue(LEARNER, await importQueueKey('B'.repeat(43)));
});
afterEach(async () => {
  Reflect.deleteProperty(navigator, 'locks');
  await forgetKeys(null);
  window.localStorage.clear();
});

describe('sending the notes written offline', () => {
  it('sends each in order and lets it go only once the server has confirmed it', async () => {
    const server = fakeServer();
    await queueNew('Written on the train');
    await enqueueNote(LEARNER, {
      kind: 'update',
      content: 'Changed offline',
      stepName: 'Word budgets',
      noteId: 12,
    });
    const result = await sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER));
    expect(server.create).toHaveBeenCalledWith({ content: 'Written on the train', progressStepId: 501 });
    expect(server.update).toHaveBeenCalledWith({ id: 12, content: 'Changed offline' });
    expect(result.sent).toBe(2);
    expect(result.badges?.[0]?.name).toBe('NOTE_NINJA');
    expect(readQueue(LEARNER)).toEqual([]);
  });

  it('keeps a note when the connection fails, to try again later', async () => {
    const server = fakeServer();
    server.create.mockRejectedValueOnce(noConnection());
    await queueNew('Written on the train');
    expect((await sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER))).sent).toBe(0);
    expect(readQueue(LEARNER).map((item) => [item.content, item.attempted])).toEqual([
      ['Written on the train', true],
    ]);
    await sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER));
    expect(server.notes.map((note) => note.content)).toEqual(['Written on the train']);
    expect(readQueue(LEARNER)).toEqual([]);
  });

  it('never sends a note twice when its answer was lost on the way back', async () => {
    const server = fakeServer();
    await queueNew('Written on the train');
    // The server took it, then the connection dropped before the answer came.
    server.create.mockImplementationOnce(async (input) => {
      server.notes.push({ content: input.content, stepName: 'Word budgets' });
      throw noConnection();
    });
    await sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER));
    await sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER));
    expect(server.create).toHaveBeenCalledTimes(1);
    expect(server.notes).toHaveLength(1);
    expect(readQueue(LEARNER)).toEqual([]);
  });

  it('sends once when two tabs try at the same moment', async () => {
    const server = fakeServer();
    await queueNew('Written on the train');
    await queueNew('And another');
    await Promise.all([
      sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER)),
      sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER)),
    ]);
    expect(server.notes.map((note) => note.content)).toEqual(['Written on the train', 'And another']);
  });

  it('keeps a note the server refuses, to read, and sends it no more', async () => {
    const server = fakeServer();
    server.update.mockRejectedValueOnce(trpcFailure({ httpStatus: 404, upstreamStatus: 404 }));
    await enqueueNote(LEARNER, {
      kind: 'update',
      content: 'Changed offline',
      stepName: 'Word budgets',
      noteId: 12,
    });
    await queueNew('Written on the train');
    await sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER));
    expect(readQueue(LEARNER).map((item) => [item.content, item.refused])).toEqual([
      ['Changed offline', true],
    ]);
    await sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER));
    expect(server.update).toHaveBeenCalledTimes(1);
  });

  it('waits for a struggling server without giving up on the note', async () => {
    const server = fakeServer();
    server.create.mockRejectedValueOnce(trpcFailure({ httpStatus: 502, upstreamStatus: 503 }));
    await queueNew('Written on the train');
    await sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER));
    const [item] = readQueue(LEARNER);
    expect(item?.refused).toBe(false);
    if (item) await updateQueued(LEARNER, item.id, { attempted: false });
    await sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER));
    expect(readQueue(LEARNER)).toEqual([]);
  });

  it("never sends a learner's note under another learner's session, and says the notes wait", async () => {
    const server = fakeServer();
    await queueNew('Written by learner 7');
    const underB = await sendQueuedNotes(server.client, LEARNER, signedIn('8'));
    expect(underB.held).toBe(true);
    const underNoOne = await sendQueuedNotes(server.client, LEARNER, signedIn(null));
    expect(underNoOne.held).toBe(true);
    expect(server.create).not.toHaveBeenCalled();
    expect(readQueue(LEARNER).map((item) => item.content)).toEqual(['Written by learner 7']);

    const back = await sendQueuedNotes(server.client, LEARNER, signedIn(LEARNER));
    expect(back).toMatchObject({ sent: 1, held: false });
    expect(server.notes.map((note) => note.content)).toEqual(['Written by learner 7']);
  });

  it('asks again before each note: a sign-in elsewhere midway stops the rest', async () => {
    const server = fakeServer();
    await queueNew('First');
    await queueNew('Second');
    const answers = [LEARNER, '8'];
    const result = await sendQueuedNotes(server.client, LEARNER, async () => answers.shift() ?? null);
    expect(result).toMatchObject({ sent: 1, held: true });
    expect(readQueue(LEARNER).map((item) => item.content)).toEqual(['Second']);
  });

  it('sends nothing once the learner is forgotten midway (a sign-out), and the note stays, encrypted', async () => {
    const server = fakeServer();
    await queueNew('Written by learner 7');
    const result = await sendQueuedNotes(server.client, LEARNER, async () => {
      await forgetKeys(null);
      return LEARNER;
    });
    expect(result.sent).toBe(0);
    expect(server.create).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(`studyflow:note-queue:${LEARNER}`)).toMatch(/^\{"v":2,/);
  });
});
