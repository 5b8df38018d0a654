import { ToastQueue } from '@studyflow/ui/toast-queue';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render';
import { ToastHistoryButton } from './toast-history-button';

// Counts how often the dialog's module is loaded, without changing it.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@studyflow/ui/toast-history', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

describe('the footer’s earlier messages', () => {
  it('loads the dialog on the first press, opens it with that press, and hands focus back on close', {
    timeout: 30_000,
  }, async () => {
    const queue = new ToastQueue();
    queue.close(queue.add({ title: 'Saved', variant: 'success' }));
    const user = userEvent.setup();
    renderWithApp(<ToastHistoryButton label="Earlier messages" emptyText="None yet" queue={queue} />);

    const button = screen.getByRole('button', { name: 'Earlier messages' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(loads.count).toBe(0);

    await user.click(button);
    // The first import of the dialog's modules is slow under the test runner's transform.
    const dialog = await screen.findByRole('dialog', { name: 'Earlier messages' }, { timeout: 15_000 });
    expect(loads.count).toBe(1);
    expect(dialog.textContent).toContain('Saved');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Earlier messages' }));

    // Loaded once: later presses open the real dialog straight away.
    await user.click(screen.getByRole('button', { name: 'Earlier messages' }));
    expect(await screen.findByRole('dialog', { name: 'Earlier messages' })).toBeTruthy();
    expect(loads.count).toBe(1);
  });
});
