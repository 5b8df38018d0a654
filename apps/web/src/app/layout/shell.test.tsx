import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('load for a signed-in learner, and their own font applies', async () => {
    loaded.clear();
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
    await waitFor(() => expect(loaded.has('signed-in extras')).toBe(true), { timeout: 15_000 });
    expect(loaded.has('toast history')).toBe(false);
  }, 30_000);
});
