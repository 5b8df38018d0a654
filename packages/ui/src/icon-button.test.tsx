import { act, render, screen } from '@testing-library/react';
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

  it('has no tip when told its label shows beside it', async () => {
    const user = userEvent.setup();
    render(<IconButton label="Close" icon={<CloseIcon />} hideTooltip />);
    await user.tab();
    await act(async () => {});
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
