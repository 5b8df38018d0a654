import type { Note } from '@studyflow/contracts/notes';
import { toasts } from '@studyflow/ui/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentStep } from '../../../lib/learning/current-step';
import { SESSION_QUERY_KEY } from '../../../lib/session/session';
import { closeDialog, openDialog } from '../../../lib/shell/dialogs';
import { forgetKeys } from '../../../lib/storage/learner-keys';
import { renderWithApp, testUser } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { openQueue, readQueue } from '../note-queue';
import { importQueueKey } from '../queue-cipher';
import { NotesDialog } from './notes-dialog';

const note = (id: number, content: string, overrides: Partial<Note> = {}): Note => ({
  id,
  content,
  createdAt: '2026-03-01T10:00:00Z',
  stepName: 'Word budgets',
  flowName: 'Essay Writing',
  sectionName: 'Planning your essay',
  primaryColor: '#8A4FBF',
  secondaryColor: '#EFE6F7',
  flowSlug: 'essay-writing',
  learningModuleSlug: 'planning-your-essay',
  chapterSlug: 'word-budgets',
  stepSlug: 'splitting-the-words',
  stepId: 40,
  videoTime: null,
  ...overrides,
});

const NOTES = [
  note(1, 'Plan the essay with a word budget'),
  note(2, 'Ask the tutor about instruction words'),
];

function renderDialog(trpc: Record<string, (input: unknown) => unknown> = {}) {
  const view = renderWithApp(<NotesDialog />, {
    user: testUser({ softwareSelected: true }),
    trpc: { 'notes.list': () => NOTES, ...trpc },
  });
  act(() => openDialog('notes'));
  return view;
}

const newNote = () => screen.getByRole('textbox', { name: /New note on/ });

afterEach(() => {
  act(() => {
    closeDialog();
    setCurrentStep(null);
  });
});

describe('the notes dialog', () => {
  it('lists the notes and says where to write one when no step is open', async () => {
    renderDialog();
    const list = await screen.findByRole('list', { name: 'Your notes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/Open a step to write a note about it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Print notes/ }).getAttribute('href')).toBe(
      '/dashboard/print_notes',
    );
  });

  it('saves a trimmed note on Enter, ignores a blank one and takes the new badges', async () => {
    const user = userEvent.setup();
    act(() => setCurrentStep({ progressStepId: 501, name: 'Word budgets' }));
    const create = vi.fn(() => ({
      note: null,
      badges: [{ id: 3, name: 'NOTE_NINJA', createdAt: new Date().toISOString() }],
    }));
    const { queryClient } = renderDialog({ 'notes.create': create });
    await user.type(newNote(), '   {Enter}');
    expect(create).not.toHaveBeenCalled();
    await user.type(newNote(), '  Count the words per part  {Enter}');
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ content: 'Count the words per part', progressStepId: 501 }),
    );
    await waitFor(() => expect((newNote() as HTMLInputElement).value).toBe(''));
    expect(queryClient.getQueryData<{ badges: { name: string }[] }>(SESSION_QUERY_KEY)?.badges[0]?.name).toBe(
      'NOTE_NINJA',
    );
  });

  it('empties the field on Escape without closing, and keeps a note that failed to save', async () => {
    const user = userEvent.setup();
    act(() => setCurrentStep({ progressStepId: 501, name: 'Word budgets' }));
    renderDialog({
      'notes.create': () => {
        throw trpcFailure({ httpStatus: 422, upstreamStatus: 422, msg: 'Content is too long' });
      },
    });
    await user.type(newNote(), 'Draft thought');
    await user.keyboard('{Escape}');
    expect((newNote() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('dialog', { name: 'Notes' })).toBeTruthy();

    await user.type(newNote(), 'Keep me{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((newNote() as HTMLInputElement).value).toBe('Keep me');
  });

  it('filters the notes with the fuzzy search and shows them all again when emptied', async () => {
    const user = userEvent.setup();
    renderDialog();
    await screen.findByRole('list', { name: 'Your notes' });
    const search = screen.getByRole('searchbox', { name: 'Search your notes' });
    await user.type(search, 'budget');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('1 note found.')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(await screen.findByText('No notes match your search.')).toBeTruthy();
    await user.clear(search);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  });

  it("edits a note from its menu, deletes one, and visits a note's step", async () => {
    const user = userEvent.setup();
    const update = vi.fn(() => ({ note: null }));
    const remove = vi.fn(() => ({ ok: true }));
    const { location } = renderDialog({ 'notes.update': update, 'notes.remove': remove });
    await screen.findByRole('list', { name: 'Your notes' });

    const menus = screen.getAllByRole('button', { name: 'Note on Word budgets: actions' });
    await user.click(menus[0] as HTMLElement);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Delete',
      'Visit step',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Edit note' });
    await user.clear(field);
    await user.type(field, 'Plan with budgets{Enter}');
    await waitFor(() => expect(update).toHaveBeenCalledWith({ id: 1, content: 'Plan with budgets' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit note' })).toBeNull());

    await user.click(menus[1] as HTMLElement);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 2 }));

    await user.click(
      screen.getAllByRole('button', { name: 'Note on Word budgets: actions' })[0] as HTMLElement,
    );
    await user.click(screen.getByRole('menuitem', { name: 'Visit step' }));
    expect(location.history.at(-1)).toBe(
      '/flows/essay-writing/learning_modules/planning-your-essay/chapters/word-budgets/steps/splitting-the-words',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notes' })).toBeNull());
  });

  describe('offline', () => {
    const offline = () =>
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    // Learner 7 signed in, their queue's key fetched (as the shell does: use-send-queued-notes.ts).
    beforeEach(async () => {
      await openQueue('7', await importQueueKey('E'.repeat(43)));
    });
    afterEach(async () => {
      Reflect.deleteProperty(navigator, 'onLine');
      await forgetKeys(null);
      window.localStorage.clear();
      toasts.clear();
    });

    it('keeps a new note and an edit in the browser, marked "Waiting to send", and sends nothing yet', async () => {
      const user = userEvent.setup();
      offline();
      act(() => setCurrentStep({ progressStepId: 501, name: 'Word budgets' }));
      const create = vi.fn(() => ({ note: null, badges: [] }));
      const update = vi.fn(() => ({ note: null }));
      renderDialog({ 'notes.create': create, 'notes.update': update });
      await user.type(newNote(), 'Written on the train{Enter}');
      const unsent = await screen.findByRole('list', { name: 'Notes waiting to send' });
      expect(within(unsent).getByRole('listitem').textContent).toContain('Written on the train');
      expect(within(unsent).getByText('Waiting to send')).toBeTruthy();
      expect((newNote() as HTMLInputElement).value).toBe('');

      const notes = screen.getByRole('list', { name: 'Your notes' });
      await user.click(
        within(notes).getAllByRole('button', { name: 'Note on Word budgets: actions' })[0] as HTMLElement,
      );
      await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
      const field = screen.getByRole('textbox', { name: 'Edit note' });
      await user.clear(field);
      await user.type(field, 'Plan with budgets{Enter}');
      const edited = await within(notes).findByText('Plan with budgets');
      expect(edited.closest('li')?.textContent).toContain('Waiting to send');
      expect(create).not.toHaveBeenCalled();
      expect(update).not.toHaveBeenCalled();
      expect(readQueue('7').map((item) => item.content)).toEqual([
        'Written on the train',
        'Plan with budgets',
      ]);
      // Kept encrypted: no word of either note in the browser's storage.
      const stored = window.localStorage.getItem('studyflow:note-queue:7') ?? '';
      expect(stored).toMatch(/^\{"v":2,/);
      expect(stored).not.toContain('Plan with budgets');
      expect(stored).not.toContain('Written on the train');
    });

    it('leaves the words in the field, saying why, while the queue has no key (offline since sign-in)', async () => {
      const user = userEvent.setup();
      await forgetKeys(null);
      offline();
      const add = vi.spyOn(toasts, 'add');
      act(() => setCurrentStep({ progressStepId: 501, name: 'Word budgets' }));
      renderDialog();
      await user.type(newNote(), 'Nowhere safe to keep this{Enter}');
      await waitFor(() =>
        expect(add).toHaveBeenCalledWith(
          expect.objectContaining({
            title:
              "This note can't be kept safely on this device until it has been online once since you signed in. Your words are still in the field.",
          }),
          expect.anything(),
        ),
      );
      expect((newNote() as HTMLInputElement).value).toBe('Nowhere safe to keep this');
      expect(window.localStorage.getItem('studyflow:note-queue:7')).toBeNull();
      add.mockRestore();
    });

    it('keeps a note whose call found no connection, with no error toast', async () => {
      const user = userEvent.setup();
      act(() => setCurrentStep({ progressStepId: 501, name: 'Word budgets' }));
      renderDialog({
        'notes.create': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      await user.type(newNote(), 'Sent as the train went under{Enter}');
      const unsent = await screen.findByRole('list', { name: 'Notes waiting to send' });
      expect(unsent.textContent).toContain('Sent as the train went under');
      expect(screen.queryByText('Something went wrong...')).toBeNull();
    });

    it('says when the server refused a note, and lets the learner remove it once its words are safe', async () => {
      const user = userEvent.setup();
      // Stored in plain text before queues were encrypted (v1): opened, it is encrypted in place.
      await forgetKeys(null);
      window.localStorage.setItem(
        'studyflow:note-queue:7',
        JSON.stringify([
          {
            id: 'a',
            kind: 'update',
            noteId: 99,
            content: 'Lost its note',
            stepName: 'Word budgets',
            attempted: true,
            refused: true,
          },
        ]),
      );
      await openQueue('7', await importQueueKey('E'.repeat(43)));
      expect(window.localStorage.getItem('studyflow:note-queue:7')).not.toContain('Lost its note');
      renderDialog();
      const unsent = await screen.findByRole('list', { name: 'Notes waiting to send' });
      expect(unsent.textContent).toContain('Lost its note');
      expect(unsent.textContent).toContain('Not sent');
      await user.click(
        screen.getByRole('button', { name: 'Remove the unsent note on Word budgets from this device' }),
      );
      await waitFor(() => expect(screen.queryByRole('list', { name: 'Notes waiting to send' })).toBeNull());
      expect(window.localStorage.getItem('studyflow:note-queue:7')).toBeNull();
    });
  });
});
