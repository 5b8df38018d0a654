import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastHistory } from './toast-history';
import { ToastQueue } from './toast-queue';

describe('ToastHistory', () => {
  it('lists the toasts shown lately, newest first, closed ones too, with their actions', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue();
    const onAction = vi.fn();
    render(
      <ToastHistory
        label="Earlier messages"
        emptyText="No messages yet."
        queue={queue}
        timeOf={() => '14:05'}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Earlier messages' }));
    expect(screen.getByRole('dialog', { name: 'Earlier messages' }).textContent).toContain(
      'No messages yet.',
    );
    await user.keyboard('{Escape}');

    act(() => {
      const first = queue.add({ title: 'Software has been saved.', variant: 'success' }, { timeout: null });
      queue.add(
        {
          title: 'Achievement unlocked.',
          description: 'NEWBIE',
          variant: 'achievement',
          action: { label: 'VIEW', onAction },
        },
        { timeout: null },
      );
      queue.close(first);
    });
    await user.click(screen.getByRole('button', { name: 'Earlier messages' }));
    const dialog = screen.getByRole('dialog', { name: 'Earlier messages' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Achievement unlocked.NEWBIE14:05VIEW',
      'Software has been saved.14:05',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'VIEW' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Earlier messages' })).toBeNull();
  });
});
