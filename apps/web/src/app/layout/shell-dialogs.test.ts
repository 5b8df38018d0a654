import { describe, expect, it } from 'vitest';
import { shownDialog } from './shell-dialogs';

describe('which shell dialog is drawn', () => {
  it('waits for the deferred render to open, and closes at once', () => {
    expect(shownDialog('notes', null)).toBeNull();
    expect(shownDialog('notes', 'notes')).toBe('notes');
    expect(shownDialog(null, 'notes')).toBeNull();
  });

  it('never draws the dialog a lagging deferred copy still holds', () => {
    // Notes closed, and Achievements pressed before the deferred render of the close.
    expect(shownDialog('achievements', 'notes')).toBeNull();
    expect(shownDialog('achievements', 'achievements')).toBe('achievements');
  });
});
