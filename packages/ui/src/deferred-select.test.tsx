// @vitest-environment jsdom
// React Aria's select popover needs jsdom (see menu.test.tsx).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const ITEMS = [
  { id: 1, label: '1 day' },
  { id: 3, label: '3 days' },
];

/** Lets the lazily imported select module arrive (a dynamic import settles within a few turns). */
const selectCodeArrives = () =>
  act(() => import('./select').then(() => new Promise((resolve) => setTimeout(resolve, 50))));

/** A fresh copy each test: the component remembers the select code once it has loaded it. */
let DeferredSelect: typeof import('./deferred-select').DeferredSelect;
beforeEach(async () => {
  vi.resetModules();
  ({ DeferredSelect } = await import('./deferred-select'));
});

const goal = () => (
  <DeferredSelect
    label="Weekly goal"
    description="Days a week"
    items={ITEMS}
    selectedKey={3}
    onSelectionChange={() => {}}
  />
);
const renderGoal = () => render(goal());

describe('DeferredSelect', () => {
  it('is named and described as the select it stands in for, before its code is here', () => {
    renderGoal();
    const standIn = screen.getByRole('button', { name: 'Weekly goal 3 days' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('listbox');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Days a week').id).toBe(standIn.getAttribute('aria-describedby'));
  });

  it('gives way to the real select, with the focus, once focus reaches it', async () => {
    renderGoal();
    const standIn = screen.getByRole('button', { name: 'Weekly goal 3 days' });
    act(() => standIn.focus());
    await selectCodeArrives();
    await waitFor(() => expect(standIn.isConnected).toBe(false));
    const real = screen.getByRole('button', { name: /3 days/ });
    expect(document.activeElement).toBe(real);
    expect(real.getAttribute('aria-expanded')).toBe('false');
  });

  it('a press on the stand-in opens the real list', async () => {
    renderGoal();
    fireEvent.click(screen.getByRole('button', { name: 'Weekly goal 3 days' }), { detail: 1 });
    await selectCodeArrives();
    await waitFor(() => expect(screen.getByRole('option', { name: '1 day' })).toBeTruthy());
  });

  it('gives way in StrictMode too (the development build mounts, unmounts and mounts again)', async () => {
    render(<StrictMode>{goal()}</StrictMode>);
    const standIn = screen.getByRole('button', { name: 'Weekly goal 3 days' });
    act(() => standIn.focus());
    await selectCodeArrives();
    await waitFor(() => expect(standIn.isConnected).toBe(false));
  });
});
