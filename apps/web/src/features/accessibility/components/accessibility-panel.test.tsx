import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '../../../lib/shell/dialogs';
import { clearGuestAccessibility, setGuestAccessibility } from '../../../lib/theme/guest-accessibility';
import { renderWithApp, testUser } from '../../../test-support/render';
import { NO_SETTING, toPayload } from '../setting';
import { AccessibilityPanel, GuestAccessibilityPanel } from './accessibility-panel';

afterEach(() => {
  act(() => closeDialog());
  clearGuestAccessibility();
});

describe('GuestAccessibilityPanel', () => {
  it("'Clear these settings' removes the guest's settings from this browser in one press and says so", async () => {
    setGuestAccessibility(
      { ...NO_SETTING, backgroundColor: '#FFF8C6', fontColor: '#2B2B22', fontSize: 6 },
      {},
    );
    act(() => openDialog('accessibility'));
    renderWithApp(<GuestAccessibilityPanel />);
    const panel = await screen.findByRole('dialog', { name: 'Accessibility settings' });
    expect(screen.getByRole('slider', { name: 'Text size' }).getAttribute('aria-valuetext')).toBe(
      'Standard + 6',
    );

    const clear = screen.getByRole('button', { name: 'Clear these settings' });
    expect(clear.getAttribute('aria-describedby')).toBeTruthy();
    clear.focus();
    await userEvent.keyboard('{Enter}');

    expect(window.localStorage.getItem(STORAGE_KEYS.guestAccessibility)).toBeNull();
    // Said in the panel's polite status region, without moving the focus.
    const said = await within(panel).findByText(
      'Your settings are cleared from this browser. The pages are back to the standard look.',
    );
    expect(said.getAttribute('role')).toBe('status');
    expect(screen.getByRole('slider', { name: 'Text size' }).getAttribute('aria-valuetext')).toBe('Standard');
    expect(screen.getByText('Colours in use: theme colours (default)')).toBeTruthy();
    // The panel stays open with the focus where it was.
    expect(panel.isConnected).toBe(true);
    expect(document.activeElement).toBe(clear);
  });
});

describe('AccessibilityPanel', () => {
  it('two text-size key presses before the stored setting catches up each take a step', async () => {
    act(() => openDialog('accessibility'));
    const saved: unknown[] = [];
    renderWithApp(<AccessibilityPanel />, {
      user: testUser(),
      trpc: {
        'accessibility.update': (input) => {
          saved.push(input);
          return { ...NO_SETTING, ...(input as object) };
        },
      },
    });
    const size = await screen.findByRole('slider', { name: 'Text size' });
    size.focus();
    // No pause between the keys: the stored learner (React Query's cache) tells the panel of the
    // first change only in a later task, as in a browser under load.
    await userEvent.setup({ delay: null }).keyboard('{ArrowRight}{ArrowRight}');
    expect(size.getAttribute('aria-valuetext')).toBe('Standard + 2');
    await vi.waitFor(() => expect(saved.at(-1)).toEqual(toPayload({ ...NO_SETTING, fontSize: 2 })));
    expect(screen.getByRole('slider', { name: 'Text size' }).getAttribute('aria-valuetext')).toBe(
      'Standard + 2',
    );
  });
});
