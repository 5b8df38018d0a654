import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '../../test-support/render';
import { enqueueNote, readQueue, useQueueHeld } from './note-queue';
import { useSendQueuedNotes } from './use-send-queued-notes';

function Sender() {
  useSendQueuedNotes();
  return useQueueHeld('7') ? <p>held for learner 7</p> : null;
}

let online = true;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
  window.localStorage.clear();
});

describe('sending queued notes from the shell', () => {
  it('waits while offline, sends when the connection returns, and takes the new badges', async () => {
    online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    enqueueNote('7', {
      kind: 'create',
      content: 'Written on the train',
      stepName: 'Word budgets',
      progressStepId: 501,
    });
    const create = vi.fn(() => ({
      note: null,
      badges: [{ id: 3, name: 'NOTE_NINJA', createdAt: '2026-03-01T10:00:00Z' }],
    }));
    const { queryClient } = renderWithApp(<Sender />, {
      user: testUser(),
      trpc: { 'notes.create': create, 'notes.list': () => [], 'auth.authorize': () => testUser() },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(create).not.toHaveBeenCalled();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
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
    enqueueNote('7', { kind: 'update', content: 'Changed offline', stepName: 'Word budgets', noteId: 12 });
    const update = vi.fn(() => ({ note: null }));
    renderWithApp(<Sender />, {
      user: testUser(),
      trpc: { 'notes.update': update, 'auth.authorize': () => testUser() },
    });
    await waitFor(() => expect(update).toHaveBeenCalledWith({ id: 12, content: 'Changed offline' }));
    await waitFor(() => expect(readQueue('7')).toEqual([]));
  });

  it("holds the notes while the browser's session is another learner's", async () => {
    enqueueNote('7', { kind: 'create', content: 'Mine', stepName: 'Word budgets', progressStepId: 501 });
    const create = vi.fn(() => ({ note: null, badges: [] }));
    const view = renderWithApp(<Sender />, {
      user: testUser(),
      trpc: {
        'notes.create': create,
        'auth.authorize': () => testUser({ id: 8, email: 'b@learners.example' }),
      },
    });
    expect(await view.findByText('held for learner 7')).toBeDefined();
    expect(create).not.toHaveBeenCalled();
    expect(readQueue('7').map((item) => item.content)).toEqual(['Mine']);
  });

  it('tries again shortly when the first calls after coming online still find no connection', async () => {
    enqueueNote('7', {
      kind: 'create',
      content: 'From the tunnel',
      stepName: 'Word budgets',
      progressStepId: 501,
    });
    const create = vi.fn(() => ({ note: null, badges: [] }));
    let asked = 0;
    renderWithApp(<Sender />, {
      user: testUser(),
      trpc: {
        'notes.create': create,
        'auth.authorize': () => {
          asked += 1;
          if (asked === 1) throw new TypeError('Failed to fetch');
          return testUser();
        },
      },
    });
    await waitFor(() => expect(readQueue('7')).toEqual([]), { timeout: 4000 });
    expect(create).toHaveBeenCalledTimes(1);
  });
});
