import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { emptyDraft, journalDrafts } from '../draft';
import { EntryModal } from './entry-modal';

afterEach(() => window.localStorage.clear());

const saved = {
  reflection: null,
  badges: [{ id: 1, name: 'FIRST_REFLECTION', createdAt: '2026-11-18T10:00:00Z' }],
};

function renderModal(initial = emptyDraft(), trpc: Record<string, (input: unknown) => unknown> = {}) {
  const onClose = vi.fn();
  const view = renderWithApp(
    <EntryModal isOpen onClose={onClose} draftKey="7:new" initial={initial} resumed={false} />,
    {
      user: testUser({ softwareSelected: true }),
      trpc: { 'journal.create': () => saved, 'journal.update': () => ({ reflection: null }), ...trpc },
    },
  );
  return { ...view, onClose, dialog: () => screen.getByRole('dialog') };
}

const next = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'NEXT' }));

describe('journal entry modal', () => {
  it('asks for a title first, keeps the draft while typing, and FINISH creates the entry', {
    timeout: 30_000,
  }, async () => {
    const { dialog, calls, onClose } = renderModal();
    await next(dialog());
    await next(dialog());
    expect(within(dialog()).getByText("can't be blank")).toBeTruthy();
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: 'Give this entry a title' }),
      'Seminar',
    );
    expect(journalDrafts.read('7:new')?.title).toBe('Seminar');
    await next(dialog());
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /What happened/ }), 'It ran long');
    for (let step = 0; step < 4; step += 1) await next(dialog());
    expect(within(dialog()).getByText('Turn your reflection into one small, clear next step.')).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'FINISH' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.path === 'journal.create')?.input).toEqual({
      title: 'Seminar',
      observe1: 'It ran long',
      observe2: '',
      reflect1: '',
      reflect2: '',
      act: '',
    });
    expect(journalDrafts.read('7:new')).toBeNull();
  });

  it('updates an entry that has an id, and a failed save keeps the fields and says so', {
    timeout: 30_000,
  }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const update = vi.fn(() => {
      if (fail) throw trpcFailure({ httpStatus: 500 });
      return { reflection: null };
    });
    const { dialog, onClose } = renderModal(
      { ...emptyDraft(), id: 4, title: 'Lab', act: 'Start early', step: 6 },
      {
        'journal.update': update,
      },
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'FINISH' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toContain('We could not save your entry'),
    );
    expect(
      (within(dialog()).getByRole('textbox', { name: /differently next time/ }) as HTMLTextAreaElement).value,
    ).toBe('Start early');
    expect(onClose).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(within(dialog()).getByRole('button', { name: 'FINISH' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 4, title: 'Lab', act: 'Start early' }),
    );
  });

  it('says a refusal in its own words (a full journal) and keeps every field', {
    timeout: 30_000,
  }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const full = 'You have reached the limit of 500 journal entries. Delete some to add more.';
    const { dialog, onClose } = renderModal(
      { ...emptyDraft(), title: 'Lab', act: 'Start early', step: 6 },
      {
        'journal.create': () => {
          throw trpcFailure({ httpStatus: 422, upstreamStatus: 422, msg: full });
        },
      },
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'FINISH' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        `${full} Everything you wrote is still here and kept on this device.`,
      ),
    );
    expect(
      (within(dialog()).getByRole('textbox', { name: /differently next time/ }) as HTMLTextAreaElement).value,
    ).toBe('Start early');
    expect(onClose).not.toHaveBeenCalled();
  });
});
