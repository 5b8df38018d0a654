import { render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNotKeptOffline } from '../offline/not-kept';
import { LoadFailed } from './load-failed';

const props = {
  message: 'Your journal could not be loaded.',
  retryLabel: 'Try again',
  retryingLabel: 'Trying again…',
  onRetry: () => undefined,
  isRetrying: false,
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('a list that could not be loaded', () => {
  it('offline, hands the page to the offline page (its list was never kept)', () => {
    window.history.replaceState(null, '', '/dashboard/reflect');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    render(<LoadFailed {...props} />);
    expect(renderHook(() => useNotKeptOffline('/dashboard/reflect')).result.current).toBe(true);
  });

  it('online, stays where the list would be, with Try again', () => {
    window.history.replaceState(null, '', '/favourites');
    const view = render(<LoadFailed {...props} />);
    expect(view.getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(renderHook(() => useNotKeptOffline('/favourites')).result.current).toBe(false);
  });
});
