import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '../../../test-support/render';
import { PrintNotesPage } from './print-notes-page';

const note = (id: number, flowName: string, sectionName: string, content: string) => ({
  id,
  content,
  createdAt: '2026-03-01T10:00:00Z',
  stepName: `Step ${id}`,
  flowName,
  sectionName,
  primaryColor: '#8A4FBF',
  secondaryColor: '#EFE6F7',
  flowSlug: 'f',
  learningModuleSlug: 'm',
  chapterSlug: 'c',
  stepSlug: 's',
  stepId: id,
  videoTime: null,
});

describe('the printed notes (NOT-5)', () => {
  it('lists the notes by flow, then section, under the notebook heading, with a print button', async () => {
    const user = userEvent.setup();
    // happy-dom has no print dialog; the button only has to ask the browser for one.
    const print = vi.fn();
    window.print = print;
    renderWithApp(<PrintNotesPage />, {
      path: '/dashboard/print_notes',
      edition: 'pro',
      user: testUser(),
      trpc: {
        'notes.list': () => [
          note(1, 'Revision', 'Planning', 'First'),
          note(2, 'Essay Writing', 'Drafting', 'Second'),
          note(3, 'Revision', 'Planning', 'Third'),
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Studyflow Pro Notebook' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Revision',
      'Essay Writing',
    ]);
    const revision = screen.getByRole('region', { name: 'Revision' });
    expect(within(revision).getByRole('heading', { level: 3, name: 'Planning' })).toBeTruthy();
    expect(
      within(revision)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['FirstStep 1', 'ThirdStep 3']);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});
