import { toasts } from '@studyflow/ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';

afterEach(() => {
  toasts.clear();
  vi.useRealTimers();
});

describe('notify (the notification bar)', () => {
  it('shows the message as a polite success and hides it after 3 seconds', () => {
    vi.useFakeTimers();
    notify('Software has been saved.');
    expect(toasts.getSnapshot()).toMatchObject([
      { content: { title: 'Software has been saved.', variant: 'success' }, timeout: 3000 },
    ]);
    vi.advanceTimersByTime(2999);
    expect(toasts.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.getSnapshot()).toHaveLength(0);
  });
});
