import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '../../lib/shell/dialogs';
import { markPageDrawn, resetPageDrawn } from '../../lib/timing/page-drawn';
import { renderWithApp, testUser } from '../../test-support/render';
import { Shell } from './shell';

// Which of the shell's lazy parts were downloaded: a guest's first visit must carry none of them.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./signed-in-extras', async (importOriginal) => {
  loaded.add('signed-in extras');
  return importOriginal();
});
vi.mock('@studyflow/ui/accessibility-style', async (importOriginal) => {
  loaded.add('accessibility style');
  return importOriginal();
});
vi.mock('@studyflow/ui/toast-history', async (importOriginal) => {
  loaded.add('toast history');
  return importOriginal();
});

describe('the shell’s lazy parts', () => {
  it('are not loaded for a guest', async () => {
    loaded.clear();
    renderWithApp(<Shell>page</Shell>, { path: '/', user: null });
    expect(await screen.findByRole('button', { name: 'Earlier messages' })).toBeTruthy();
    expect([...loaded]).toEqual([]);
  });

  it('load for a signed-in learner, and their own font applies; the extras and the footer once the page is drawn', async () => {
    loaded.clear();
    resetPageDrawn();
    const user = testUser({
      accessabilitySetting: {
        backgroundColor: null,
        fontColor: null,
        subtitles: null,
        fontSize: null,
        fontFamily: 'Comic Sans',
      },
    });
    renderWithApp(<Shell>page</Shell>, { path: '/dashboard/learn', user });
    await waitFor(
      () => expect(document.documentElement.getAttribute('style') ?? '').toContain('Comic Sans'),
      {
        timeout: 15_000,
      },
    );
    // The first view's data still to come: the extras wait, idle moments or not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.has('signed-in extras')).toBe(false);
    // Nor does the footer, below the first view: it comes in a frame of its own.
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).toBeNull();
    act(markPageDrawn);
    await waitFor(() => expect(loaded.has('signed-in extras')).toBe(true), { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Earlier messages' })).toBeTruthy();
    expect(loaded.has('toast history')).toBe(false);
  }, 30_000);

  it('a dialog asked for before the page is drawn is not lost: it opens at once', async () => {
    resetPageDrawn();
    renderWithApp(<Shell>page</Shell>, { path: '/dashboard/learn', user: testUser() });
    act(() => openDialog('accessibility'));
    expect(
      await screen.findByRole('dialog', { name: 'Accessibility settings' }, { timeout: 15_000 }),
    ).toBeTruthy();
    act(closeDialog);
  }, 30_000);
});
