import { render } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useArrival } from './router';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The router's part: scroll to the top on every route change. */
function Arrival({ children }: { children: ReactNode }) {
  useArrival();
  return children;
}

/** A page that scrolls to its anchor when it mounts, as the landing does for /#contact. */
function AnchoredPage() {
  useEffect(() => {
    window.scrollTo(0, 900);
  }, []);
  return <h2>Let's connect</h2>;
}

describe('useArrival', () => {
  it('scrolls to the top before a page mounted in the same commit scrolls to its anchor', () => {
    const scrolls: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrolls.push(y);
    }) as typeof window.scrollTo);
    const { hook } = memoryLocation({ path: '/' });
    render(
      <Router hook={hook}>
        <Arrival>
          <AnchoredPage />
        </Arrival>
      </Router>,
    );
    // A page's effects run before its parent's: a passive scroll to the top would come last.
    expect(scrolls).toEqual([0, 900]);
  });

  it('scrolls to the top again on every route change', () => {
    const scrolls: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrolls.push(y);
    }) as typeof window.scrollTo);
    const memory = memoryLocation({ path: '/one' });
    const view = render(
      <Router hook={memory.hook}>
        <Arrival>
          <p>page</p>
        </Arrival>
      </Router>,
    );
    memory.navigate('/two');
    view.rerender(
      <Router hook={memory.hook}>
        <Arrival>
          <p>page</p>
        </Arrival>
      </Router>,
    );
    expect(scrolls).toEqual([0, 0]);
  });
});
