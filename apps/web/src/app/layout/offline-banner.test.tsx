import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render';
import { OfflineBanner } from './offline-banner';

let online = true;
const goOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

afterEach(() => {
  online = true;
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('the offline banner', () => {
  it('says what works while offline, in a polite live region there from the start, and can be closed', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    renderWithApp(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    goOnline(false);
    expect(region.textContent).toBe(
      "You're offline. Steps you've opened, your favourites and notes are here to read; notes you write will be sent when you're back online.",
    );
    await user.click(screen.getByRole('button', { name: 'Close the offline message' }));
    expect(region.textContent).toBe('');

    // The next time the connection drops, it says so again.
    goOnline(true);
    goOnline(false);
    expect(region.textContent).toContain("You're offline.");
    goOnline(true);
    expect(region.textContent).toBe('');

    // A return too short for a render to see still ends the closed message's drop.
    goOnline(false);
    await user.click(screen.getByRole('button', { name: 'Close the offline message' }));
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
      online = false;
      window.dispatchEvent(new Event('offline'));
    });
    expect(region.textContent).toContain("You're offline.");
  });
});
