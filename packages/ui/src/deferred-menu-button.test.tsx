// @vitest-environment jsdom
// React Aria's menu overlay needs jsdom (see menu.test.tsx).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const ITEMS = [
  { id: 'profile', label: 'View profile page' },
  { id: 'sign-out', label: 'Sign out' },
];

/** Lets the lazily imported menu module arrive (a dynamic import settles within a few turns). */
const menuCodeArrives = () =>
  act(() => import('./menu').then(() => new Promise((resolve) => setTimeout(resolve, 50))));

/** A fresh copy each test: the component remembers the menu code once it has loaded it. */
let DeferredMenuButton: typeof import('./deferred-menu-button').DeferredMenuButton;
beforeEach(async () => {
  vi.resetModules();
  ({ DeferredMenuButton } = await import('./deferred-menu-button'));
});

describe('DeferredMenuButton', () => {
  it('a press that began on the stand-in while the menu code arrives still opens the menu', async () => {
    render(<DeferredMenuButton label="Account menu" trigger={<span>AM</span>} items={ITEMS} />);
    const standIn = screen.getByRole('button', { name: 'Account menu' });
    // The pointer comes over the button (the code starts loading) and goes down on it.
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerDown(standIn);
    await menuCodeArrives();
    // Mid-press the stand-in stays: the press ends on the button it began on.
    expect(standIn.isConnected).toBe(true);
    fireEvent.pointerUp(standIn);
    fireEvent.click(standIn, { detail: 1 });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'View profile page' })).toBeTruthy());
  });

  it('without a press, the real button takes the stand-in’s place once its code is here', async () => {
    render(<DeferredMenuButton label="Account menu" trigger={<span>AM</span>} items={ITEMS} />);
    const standIn = screen.getByRole('button', { name: 'Account menu' });
    fireEvent.pointerEnter(standIn);
    await menuCodeArrives();
    await waitFor(() => expect(standIn.isConnected).toBe(false));
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-haspopup')).toBe('true');
  });
});
