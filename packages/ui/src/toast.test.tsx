import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from './test-support/resize-observer';
import { ToastOutlet, ToastRegion } from './toast';
import { snackbar, TOAST_HISTORY_SIZE, TOAST_TIMEOUTS, ToastQueue } from './toast-queue';

const polite = () => document.querySelector('[aria-live="polite"]:not(button *)');
const assertive = () => document.querySelector('[aria-live="assertive"]');

describe('ToastRegion', () => {
  let queue: ToastQueue;
  beforeEach(() => {
    vi.useFakeTimers();
    queue = new ToastQueue();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('mounts with an outlet in one commit: neither renders again as the outlet arrives', () => {
    let commits = 0;
    render(
      <Profiler id="frame" onRender={() => (commits += 1)}>
        <ToastOutlet page />
        <ToastRegion queue={queue} />
      </Profiler>,
    );
    expect(commits).toBe(1);
  });

  it('has its live region in the page before any toast arrives', () => {
    render(<ToastRegion queue={queue} />);
    expect(polite()?.textContent).toBe('');
  });

  it('speaks every toast politely, errors too, without the button labels', () => {
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ title: 'Saved.', variant: 'success' });
      queue.add({ title: 'Something went wrong...', description: 'Try again.', variant: 'error' });
    });
    expect(polite()?.textContent).toBe('Saved.Something went wrong... Try again.');
    expect(assertive()).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Saved.');
  });

  it('shows the stack in the innermost outlet: a dialog over the page, the page again once it goes', () => {
    const view = render(
      <>
        <div data-testid="page">
          <ToastOutlet page />
        </div>
        <ToastRegion queue={queue} />
      </>,
    );
    act(() => {
      queue.add({ title: 'Saved.', variant: 'success' }, { timeout: null });
    });
    const region = () => screen.getByRole('region', { name: 'Notifications' });
    expect(screen.getByTestId('page').contains(region())).toBe(true);
    view.rerender(
      <>
        <div data-testid="page">
          <ToastOutlet page />
        </div>
        <div data-testid="dialog">
          <ToastOutlet />
        </div>
        <ToastRegion queue={queue} />
      </>,
    );
    expect(screen.getByTestId('dialog').contains(region())).toBe(true);
    view.rerender(
      <>
        <div data-testid="page">
          <ToastOutlet page />
        </div>
        <ToastRegion queue={queue} />
      </>,
    );
    expect(screen.getByTestId('page').contains(region())).toBe(true);
  });

  it('closes the toast that has focus on Escape, and only that one', () => {
    const onKeyDown = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands in for a dialog listening for Escape.
      <div onKeyDown={onKeyDown}>
        <ToastRegion queue={queue} />
      </div>,
    );
    act(() => {
      queue.add({ title: 'First', variant: 'info' }, { timeout: null });
      queue.add({ title: 'Second', variant: 'info' }, { timeout: null });
    });
    const [, secondClose] = screen.getAllByRole('button', { name: 'Close' });
    act(() => secondClose?.focus());
    fireEvent.keyDown(secondClose as HTMLElement, { key: 'Escape' });
    expect(queue.getSnapshot().map((toast) => toast.content.title)).toEqual(['First']);
    expect(onKeyDown).not.toHaveBeenCalled();
  });

  it('hides each toast after its own time: 3 s notification, 6 s snackbar, 10 s achievement', () => {
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ title: 'Notice', variant: 'info' }, { timeout: TOAST_TIMEOUTS.notification });
      queue.add({ title: 'Error', variant: 'error' }, { timeout: TOAST_TIMEOUTS.snackbar });
      queue.add(
        { title: 'Achievement unlocked.', variant: 'achievement' },
        { timeout: TOAST_TIMEOUTS.achievement },
      );
    });
    const titles = () => queue.getSnapshot().map((toast) => toast.content.title);
    act(() => vi.advanceTimersByTime(2999));
    expect(titles()).toEqual(['Notice', 'Error', 'Achievement unlocked.']);
    act(() => vi.advanceTimersByTime(1));
    expect(titles()).toEqual(['Error', 'Achievement unlocked.']);
    act(() => vi.advanceTimersByTime(3000));
    expect(titles()).toEqual(['Achievement unlocked.']);
    act(() => vi.advanceTimersByTime(4000));
    expect(titles()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('pauses while hovered or focused and resumes with the time that was left', () => {
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ title: 'Notice', variant: 'info' }, { timeout: 3000 });
    });
    act(() => vi.advanceTimersByTime(2000));
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(20000));
    expect(region.textContent).toContain('Notice');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(999));
    expect(queue.getSnapshot()).toHaveLength(1);
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(20000));
    expect(queue.getSnapshot()).toHaveLength(1);
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(1));
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('closes from its close button and runs its action', () => {
    const onAction = vi.fn();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({
        title: 'Achievement unlocked.',
        variant: 'achievement',
        action: { label: 'VIEW', onAction },
      });
      queue.add({ title: 'Second', variant: 'info' }, { timeout: null });
    });
    fireEvent.click(screen.getByRole('button', { name: 'VIEW' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot().map((toast) => toast.content.title)).toEqual(['Second']);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(queue.getSnapshot()).toHaveLength(0);
  });
});

describe('ToastQueue history', () => {
  it('keeps the latest toasts after they close, oldest first', () => {
    const queue = new ToastQueue();
    const first = queue.add({ title: 'First', variant: 'info' }, { timeout: null });
    queue.add({ title: 'Second', variant: 'success' }, { timeout: null });
    queue.close(first);
    expect(queue.getSnapshot().map((toast) => toast.content.title)).toEqual(['Second']);
    expect(queue.getHistory().map((toast) => toast.content.title)).toEqual(['First', 'Second']);
    for (let count = 0; count < TOAST_HISTORY_SIZE; count += 1) {
      queue.add({ title: `More ${count}`, variant: 'info' }, { timeout: null });
    }
    expect(queue.getHistory()).toHaveLength(TOAST_HISTORY_SIZE);
    expect(queue.getHistory()[0]?.content.title).toBe('More 0');
  });
});

describe('snackbar', () => {
  it('adds an error toast to the shared queue that hides after 6 s', async () => {
    vi.useFakeTimers();
    const { toasts } = await import('./toast-queue');
    snackbar('Something went wrong...', 'Please try again.');
    expect(toasts.getSnapshot().at(-1)?.content).toEqual({
      title: 'Something went wrong...',
      description: 'Please try again.',
      variant: 'error',
    });
    expect(toasts.getSnapshot().at(-1)?.timeout).toBe(6000);
    vi.advanceTimersByTime(6000);
    expect(toasts.getSnapshot()).toHaveLength(0);
    vi.useRealTimers();
  });
});

describe("the page's toast lane", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute('style');
  });

  it('keeps focus clear of the lane by its height, and leaves the page alone while it is empty', () => {
    const { resize: resized } = stubResizeObserver();
    const { container } = render(<ToastOutlet page />);
    const lane = container.querySelector<HTMLElement>('[data-toast-outlet]');
    if (!lane) throw new Error('no lane');
    let height = 0;
    vi.spyOn(lane, 'offsetHeight', 'get').mockImplementation(() => height);
    const root = document.documentElement;
    const writes = vi.spyOn(root.style, 'setProperty');
    const removals = vi.spyOn(root.style, 'removeProperty');
    // The observer's first call, as the first view is drawn: an empty lane writes nothing on the
    // root, which would restyle every element of the page.
    resized();
    expect(writes).not.toHaveBeenCalled();
    expect(removals).not.toHaveBeenCalled();
    height = 48;
    resized();
    expect(root.style.getPropertyValue('--sf-toast-lane')).toBe('48px');
    // The same height again: no second write.
    resized();
    expect(writes).toHaveBeenCalledTimes(1);
    height = 0;
    resized();
    expect(root.style.getPropertyValue('--sf-toast-lane')).toBe('');
  });
});
