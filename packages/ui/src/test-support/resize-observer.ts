import { vi } from 'vitest';

/**
 * Puts a ResizeObserver in the test's window whose callbacks run only when `resize()` says so (the
 * DOM environment has none, and lays nothing out). Undone by `vi.unstubAllGlobals()`.
 */
export function stubResizeObserver(): { resize: () => void } {
  const observed: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    resize: () => {
      for (const callback of observed) callback([], {} as ResizeObserver);
    },
  };
}
