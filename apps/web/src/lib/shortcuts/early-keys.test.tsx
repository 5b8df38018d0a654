import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with the module as a page load has it: nothing wanted, nothing noted. The app's
// providers are imported afresh with it, so their contexts are the ones the shortcuts' code reads.
type EarlyKeys = typeof import('./early-keys');
let early: EarlyKeys;
let renderWithApp: typeof import('../../test-support/render').renderWithApp;
let idle: (() => void) | undefined;

beforeEach(async () => {
  vi.resetModules();
  idle = undefined;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    idle = run;
    return 1;
  });
  early = await import('./early-keys');
  ({ renderWithApp } = await import('../../test-support/render'));
});

afterEach(() => {
  early.takeEarlyKeys();
  vi.unstubAllGlobals();
});

const press = (key: string, init: KeyboardEventInit = {}) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));

describe('the shortcuts while their code has not loaded', () => {
  it('are not asked for by the browser being idle, only by a key (a page load fetches none of it)', () => {
    early.awaitShortcuts();
    const heard = vi.fn();
    early.subscribeShortcutsWanted(heard);
    idle?.();
    expect(early.shortcutsWanted()).toBe(false);
    press('k');
    expect(early.shortcutsWanted()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('are asked for at once by a key that could be one, which is kept with where the focus was', () => {
    early.awaitShortcuts();
    press('Tab');
    press('k', { ctrlKey: true });
    expect(early.shortcutsWanted()).toBe(false);
    press('?', { shiftKey: true });
    expect(early.shortcutsWanted()).toBe(true);
    expect(early.takeEarlyKeys()).toEqual([
      { key: '?', ctrlKey: false, altKey: false, metaKey: false, focused: document.body },
    ]);
    // Taken: from now on the shortcuts' own listener hears the keys.
    press('/');
    expect(early.takeEarlyKeys()).toEqual([]);
  });

  it('carry out a key pressed before they loaded once they have', async () => {
    early.awaitShortcuts();
    press('?', { shiftKey: true });
    const { ShortcutKeys } = await import('./use-shortcut-keys');
    const { useShortcutsLegendOpen } = await import('./legend-state');
    function Legend() {
      return useShortcutsLegendOpen() ? <p>legend open</p> : null;
    }
    renderWithApp(
      <>
        <ShortcutKeys />
        <Legend />
      </>,
      { user: null },
    );
    expect(await screen.findByText('legend open')).toBeTruthy();
  });
});
