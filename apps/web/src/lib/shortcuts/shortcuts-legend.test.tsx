import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '../../test-support/render';
import { closeShortcutsLegend, openShortcutsLegend } from './legend-state';
import { forgetShortcutSettings } from './shortcut-settings';
import { ShortcutsLegend } from './shortcuts-legend';

afterEach(() => {
  act(() => closeShortcutsLegend());
  window.localStorage.clear();
  forgetShortcutSettings();
});

const stored = (learner: string) =>
  JSON.parse(window.localStorage.getItem(`${STORAGE_KEYS.shortcutsPrefix}${learner}`) ?? 'null');

function openLegend(user = testUser({ id: 7 })) {
  renderWithApp(<ShortcutsLegend />, { user });
  act(() => openShortcutsLegend());
  return screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
}

describe('the shortcuts legend', () => {
  it('lists every key as <kbd> under headings', () => {
    const dialog = openLegend();
    for (const name of ['Anywhere in the app', 'In the video player', 'Video player keys that stay the same'])
      expect(within(dialog).getByRole('heading', { name, level: 3 })).toBeTruthy();
    const keys = [...dialog.querySelectorAll('dt kbd')].map((kbd) => kbd.textContent);
    expect(keys).toEqual(
      expect.arrayContaining(['?', '/', 'K', 'J', 'L', 'M', 'C', 'F', 'I', '<', '>', 'Space']),
    );
  });

  it('refuses a key in use with the reason, keeps what was typed, then saves a free key for this learner', async () => {
    const user = userEvent.setup();
    const dialog = openLegend();
    await user.click(within(dialog).getByRole('button', { name: 'Change the key for: Play or pause' }));
    const field = within(dialog).getByRole('textbox', { name: 'New key for: Play or pause' });
    expect(document.activeElement).toBe(field);
    await user.type(field, '/{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(/already used for: Go to the search box/)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('/');
    expect(stored('7')).toBeNull();

    await user.clear(field);
    await user.type(field, '5{Enter}');
    expect(within(dialog).getByText(/keeps the digits and Space/)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'ab{Enter}');
    expect(within(dialog).getByText('Type one key only, such as a letter.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'P{Enter}');
    expect(within(dialog).getByText('Play or pause now uses P.')).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Change the key for: Play or pause' }),
    );
    expect(stored('7')).toMatchObject({ enabled: true, keys: { togglePaused: 'p' } });
    // Another learner on this browser keeps the usual keys.
    expect(stored('8')).toBeNull();
  });

  it('Cancel and Escape leave the key as it was; Escape in the field does not close the legend', async () => {
    const user = userEvent.setup();
    const dialog = openLegend();
    await user.click(within(dialog).getByRole('button', { name: 'Change the key for: Mute or unmute' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'New key for: Mute or unmute' }),
      'x{Escape}',
    );
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(stored('7')).toBeNull();
  });

  it('turns every single-key shortcut off and on again, kept per learner', async () => {
    const user = userEvent.setup();
    const dialog = openLegend();
    const onOff = within(dialog).getByRole('checkbox', { name: 'Use single-key shortcuts' });
    await user.click(onOff);
    expect((onOff as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByText(/The keys below do nothing/)).toBeTruthy();
    expect(stored('7')).toMatchObject({ enabled: false });
    await user.click(onOff);
    expect(stored('7')).toMatchObject({ enabled: true });
  });
});
