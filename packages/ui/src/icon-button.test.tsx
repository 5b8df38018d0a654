import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

describe('IconButton', () => {
  it('is named by its label, shows it as a tooltip on keyboard focus and hides it on Escape', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<IconButton label="Open menu" icon={<CloseIcon />} onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.tab();
    expect(document.activeElement).toBe(button);
    // The tip's bubble loads the first time one opens (tooltip-bubble.tsx); hover is covered in e2e.
    const tip = await screen.findByRole('tooltip', {}, { timeout: 5000 });
    expect(tip.textContent).toBe('Open menu');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows the tip after a mouse hover’s delay, keeps it while the pointer moves onto it, and not after a press', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // Long after the tip of the test before closed: this one is not opened at once as the next along.
      vi.advanceTimersByTime(1000);
      render(<IconButton label="Switch theme" icon={<CloseIcon />} />);
      const button = screen.getByRole('button', { name: 'Switch theme' });
      const mouse = { pointerType: 'mouse' };
      fireEvent.pointerEnter(button, mouse);
      await act(async () => vi.advanceTimersByTime(300));
      expect(screen.queryByRole('tooltip')).toBeNull();
      await act(async () => vi.advanceTimersByTime(400));
      const tip = await screen.findByRole('tooltip', {}, { timeout: 5000 });
      expect(button.getAttribute('aria-describedby')).toBe(tip.id);
      // Leaving for the tip itself keeps it (WCAG 1.4.13, hoverable).
      fireEvent.pointerLeave(button, mouse);
      fireEvent.pointerEnter(tip, mouse);
      await act(async () => vi.advanceTimersByTime(400));
      expect(screen.queryByRole('tooltip')).not.toBeNull();
      // A press hides it at once, and its focus shows none.
      fireEvent.pointerDown(button, mouse);
      button.focus();
      await act(async () => {});
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(button.hasAttribute('aria-describedby')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no tip when told its label shows beside it', async () => {
    const user = userEvent.setup();
    render(<IconButton label="Close" icon={<CloseIcon />} hideTooltip />);
    await user.tab();
    await act(async () => {});
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
