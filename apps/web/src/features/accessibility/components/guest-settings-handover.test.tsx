import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import type { AccessibilitySetting } from '@studyflow/contracts/user';
import { toasts } from '@studyflow/ui/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearGuestAccessibility, setGuestAccessibility } from '../../../lib/theme/guest-accessibility';
import { renderWithApp, testUser } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { NO_SETTING } from '../setting';
import { GuestSettingsHandover } from './guest-settings-handover';

afterEach(() => {
  clearGuestAccessibility();
  vi.restoreAllMocks();
});

const GUEST: AccessibilitySetting = {
  ...NO_SETTING,
  backgroundColor: '#FFF8C6',
  fontColor: '#2B2B22',
  fontSize: 5,
  fontFamily: 'Open-Dyslexic',
};
const ACCOUNT: AccessibilitySetting = { ...NO_SETTING, fontSize: 2, subtitles: false };
const storedGuest = () => window.localStorage.getItem(STORAGE_KEYS.guestAccessibility);

function renderHandover(account: AccessibilitySetting | null, update: (input: unknown) => unknown) {
  setGuestAccessibility(GUEST, { '--sf-test': '1' });
  const user = testUser({ accessabilitySetting: account });
  return renderWithApp(<GuestSettingsHandover user={user} />, {
    user,
    trpc: { 'accessibility.update': update },
  });
}

/** A copy an earlier visit left in this browser (another tab or browser session); this tab hears of it. */
function leftByEarlierVisit(): void {
  const copy = { setting: GUEST, vars: {}, chosenAt: Date.now(), visit: 'an-earlier-visit' };
  window.localStorage.setItem(STORAGE_KEYS.guestAccessibility, JSON.stringify(copy));
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.guestAccessibility }));
}

const EMPTY_QUESTION = 'Keep the settings you chose before signing in?';

describe('GuestSettingsHandover', () => {
  it('asks an account with none of its own before saving; keeping them saves the choices as made', async () => {
    const { calls } = renderHandover(null, (input) => ({ ...NO_SETTING, ...(input as object) }));
    const dialog = await screen.findByRole('dialog', { name: EMPTY_QUESTION });
    expect(calls).toEqual([]);
    expect(storedGuest()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Keep them for my account' }));
    await waitFor(() => expect(storedGuest()).toBeNull());
    expect(calls).toEqual([
      {
        path: 'accessibility.update',
        input: { backgroundColor: '#FFF8C6', fontColor: '#2B2B22', fontSize: 5, fontFamily: 'Open-Dyslexic' },
      },
    ]);
    expect(dialog.isConnected).toBe(false);
  });

  it('asks an account with none of its own; declining saves nothing and forgets the guest copy', async () => {
    const { calls } = renderHandover(NO_SETTING, () => {
      throw new Error('no call expected');
    });
    await screen.findByRole('dialog', { name: EMPTY_QUESTION });
    await userEvent.click(screen.getByRole('button', { name: 'No, use the standard settings' }));
    await waitFor(() => expect(storedGuest()).toBeNull());
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never offers a copy chosen in an earlier visit, and leaves it in the browser', async () => {
    const user = testUser({ accessabilitySetting: null });
    leftByEarlierVisit();
    const { calls } = renderWithApp(<GuestSettingsHandover user={user} />, {
      user,
      trpc: { 'accessibility.update': () => ({}) },
    });
    // Long enough for the start's effect and a save's round trip to have happened, were there one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
    expect(storedGuest()).not.toBeNull();
  });

  it('keeps the guest copy and says so when the save fails; the next start saves it unasked', async () => {
    const add = vi.spyOn(toasts, 'add');
    let fail = true;
    const update = (input: unknown) => {
      if (fail) throw trpcFailure({ httpStatus: 502 });
      return { ...NO_SETTING, ...(input as object) };
    };
    const first = renderHandover(NO_SETTING, update);
    await screen.findByRole('dialog', { name: EMPTY_QUESTION });
    await userEvent.click(screen.getByRole('button', { name: 'Keep them for my account' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Settings not saved to your account yet' }),
        { timeout: null },
      ),
    );
    expect(storedGuest()).not.toBeNull();
    first.unmount();

    fail = false;
    const user = testUser({ accessabilitySetting: NO_SETTING });
    const next = renderWithApp(<GuestSettingsHandover user={user} />, {
      user,
      trpc: { 'accessibility.update': update },
    });
    await waitFor(() => expect(storedGuest()).toBeNull());
    expect(next.calls.map((call) => call.input)).toEqual([
      { backgroundColor: '#FFF8C6', fontColor: '#2B2B22', fontSize: 5, fontFamily: 'Open-Dyslexic' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks when the account has its own; 'chose before signing in' saves the guest's choices in full", async () => {
    const { calls } = renderHandover(ACCOUNT, (input) => ({ ...NO_SETTING, ...(input as object) }));
    const dialog = await screen.findByRole('dialog', { name: 'Which settings would you like to keep?' });
    expect(calls).toEqual([]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Keep the settings you chose before signing in' }),
    );
    await waitFor(() => expect(storedGuest()).toBeNull());
    expect(calls.map((call) => call.input)).toEqual([{ ...GUEST, subtitles: true }]);
    expect(dialog.isConnected).toBe(false);
  });

  it("asks when the account has its own; 'your saved settings' changes nothing on the account", async () => {
    const { calls } = renderHandover(ACCOUNT, () => {
      throw new Error('no call expected');
    });
    await screen.findByRole('dialog', { name: 'Which settings would you like to keep?' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep your saved settings' }));
    await waitFor(() => expect(storedGuest()).toBeNull());
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closed without a choice, keeps both as they were', async () => {
    const { calls } = renderHandover(ACCOUNT, () => ({}));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(storedGuest()).not.toBeNull();
  });
});
