import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is activated from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('id', document.activeElement?.id);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('keeps its name, shows a spinner and ignores presses while pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { container } = render(
      <Button onPress={onPress} isPending pendingLabel="Signing in…" type="submit">
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('type')).toBe('button');
    expect(container.querySelector('button span[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('Signing in…');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('drops aria-disabled and the status text once no longer pending', () => {
    const { rerender } = render(<Button isPending>Save</Button>);
    rerender(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('aria-disabled')).toBe(false);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  it('submits its form when it is a submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
