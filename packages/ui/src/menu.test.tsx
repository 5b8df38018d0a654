// @vitest-environment jsdom
// happy-dom leaves focus on React Aria's popover instead of the menu's first item (jsdom and real
// browsers move it), so the overlay tests run in jsdom.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu';

function setup() {
  const onProfile = vi.fn();
  const onSignOut = vi.fn();
  render(
    <MenuButton
      label="Account menu"
      trigger={<span>AM</span>}
      items={[
        { id: 'profile', label: 'View profile page', onAction: onProfile },
        { id: 'achievements', label: 'View Achievements' },
        { id: 'sign-out', label: 'Sign out', onAction: onSignOut },
      ]}
    />,
  );
  return {
    user: userEvent.setup(),
    onProfile,
    onSignOut,
    button: screen.getByRole('button', { name: 'Account menu' }),
  };
}

describe('MenuButton', () => {
  it('opens on Enter with the first item focused; arrows move and wrap', async () => {
    const { user, button } = setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'View profile page' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'View Achievements' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'View profile page' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user, button } = setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // React Aria restores focus on the next frame.
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('runs the chosen item and closes', async () => {
    const { user, onSignOut, onProfile, button } = setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onProfile).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
